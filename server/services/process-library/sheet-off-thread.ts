import { Worker } from 'node:worker_threads'
import type { ProcessLibrary } from '../../../contract/process-library.ts'
import { badRequest } from '../../lib/errors.ts'
import { checkDirectory, IMPORT_LIMITS } from './sheet-bounds.ts'
import type { SheetRow } from './sheet.ts'
import type { SheetAnswer, SheetJob } from './sheet-worker.ts'

const ENTRY = new URL('./sheet-worker-boot.mjs', import.meta.url)

/** Threads reading at once; more imports wait their turn, so memory stays at most this many heaps. */
const MAX_READING = 2
let reading = 0
const waiting: (() => void)[] = []

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (reading < MAX_READING) reading++
  else await new Promise<void>((start) => waiting.push(start))
  try {
    return await work()
  } finally {
    // The turn passes straight to the next waiting import, if any.
    const next = waiting.shift()
    if (next) next()
    else reading--
  }
}

export interface ThreadLimits {
  timeoutMs: number
  maxHeapMb: number
}

/** One thread reads the file; it is ended at its answer, at the time limit, or by its heap limit. */
async function readInThread(library: ProcessLibrary, file: Buffer, limits: ThreadLimits): Promise<SheetRow[]> {
  const job: SheetJob = { library, file }
  const worker = new Worker(ENTRY, {
    workerData: job,
    resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
  })
  const exited = new Promise((ended) => worker.once('exit', ended))
  let timer: NodeJS.Timeout | undefined
  const outcome = new Promise<SheetRow[]>((resolve, reject) => {
    timer = setTimeout(
      () => reject(badRequest('processLibrary.importTimeout', { seconds: limits.timeoutMs / 1000 })),
      limits.timeoutMs,
    )
    worker.once('message', (answer: SheetAnswer) =>
      'rows' in answer ? resolve(answer.rows) : reject(badRequest(answer.refusal.key, answer.refusal.params)),
    )
    worker.once('error', (error: Error & { code?: string }) =>
      reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? badRequest('processLibrary.importMemory') : error),
    )
    worker.once('exit', (code) => reject(new Error(`The sheet reader stopped (exit code ${code})`)))
  })
  try {
    return await outcome
  } finally {
    clearTimeout(timer)
    // Ended whatever its state, and waited for: its turn is over only once its memory is gone.
    void worker.terminate()
    await exited
  }
}

/**
 * The data rows of an imported library sheet, read off the API's thread within IMPORT_LIMITS: a
 * file whose ZIP directory lists too much is refused here before any thread starts; the thread
 * refuses what unpacks or measures past the limits; the time and heap limits end it otherwise.
 */
export async function readSheetOffThread(
  library: ProcessLibrary,
  file: Buffer,
  limits: ThreadLimits = IMPORT_LIMITS,
): Promise<SheetRow[]> {
  checkDirectory(file)
  return inTurn(() => readInThread(library, file, limits))
}
