import { $config } from '../../../lib/config.ts'
import workerUrl from '../worker/parse-worker.ts?worker&url'
import {
  ParseError,
  transferables,
  type ParsedMesh,
  type WorkerFormat,
  type WorkerRequest,
  type WorkerResponse,
} from '../worker/protocol.ts'

/** A parsed model: its meshes and their quantities. */
export type Parsed = Extract<WorkerResponse, { ok: true }>
/** A request before the queue numbers it (`Omit` distributed over the union). */
type Unnumbered = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never
type Pending = {
  /** Kept to send it again to a new worker, when the one it was on had to be replaced. */
  request: Unnumbered
  resolve: (value: Parsed) => void
  reject: (error: Error) => void
  onProgress?: (fraction: number) => void
}

/**
 * A parse failure with the worker's reason (`empty`, `invalid`, `internal`), or `tooLarge`: the
 * worker read the file in silence past the configured parse timeout.
 */
export class ModelParseError extends Error {
  constructor(
    readonly failure: string,
    message: string,
  ) {
    super(message)
  }
}

/** A failure of a file read on the page, as the worker would have reported it; anything else as it is. */
export const asModelParseError = (error: unknown): unknown =>
  error instanceof ParseError ? new ModelParseError(error.failure, error.message) : error

/** OCCT keeps 200–360 MB that never shrinks: give it back when idle. */
const IDLE_MS = 60_000

let worker: Worker | null = null
/** OCCT's compiled module, once a worker has compiled it: kept for the page's life, for later workers. */
let occtModule: WebAssembly.Module | null = null
let shim: string | undefined
let nextId = 1
let idleTimer: ReturnType<typeof setTimeout> | undefined
const pending = new Map<number, Pending>()
/** The request the worker said it is reading, until it answers it. */
let parsingId: number | null = null
/** Fires when the worker has said nothing for the parse timeout while requests wait. */
let watchdog: ReturnType<typeof setTimeout> | undefined

/**
 * The worker starts from a same-origin blob that imports the real file. A worker created from the
 * file's URL would throw on a CMS page of another origin, and would run under the CSP header of the
 * bundle's host (which may forbid fetch and WASM); a blob worker runs under the embedding page's
 * policy, which then needs `worker-src blob:` and `'wasm-unsafe-eval'`, like pdf.js's own worker.
 */
function startWorker(): Worker {
  // One blob URL for the page's life: the worker is restarted after idle periods.
  shim ??= URL.createObjectURL(
    new Blob([`import ${JSON.stringify(new URL(workerUrl, import.meta.url).href)};`], { type: 'text/javascript' }),
  )
  return new Worker(shim, { type: 'module' })
}

function failAll(message: string) {
  for (const { reject } of pending.values()) reject(new ModelParseError('internal', message))
  pending.clear()
  clearTimeout(watchdog)
  parsingId = null
  worker?.terminate()
  worker = null
}

/** (Re)arms the watchdog while requests wait: any news from the worker counts as life. */
function watch() {
  clearTimeout(watchdog)
  if (pending.size) watchdog = setTimeout(timeOut, $config.get().previewParseTimeout)
}

/**
 * The worker has been silent for the timeout. If it is reading a file, that file fails as too large
 * to preview (a cancelled one is dropped all the same): OCCT reads in one call that cannot be interrupted, so the worker is replaced and the
 * other viewers' loads go to the new one (their `stats` requests moved their arrays into the old
 * worker and cannot be sent again). Silence with no file being read is a slow download: wait on.
 */
function timeOut() {
  if (parsingId === null) return watch()
  // The file being read may have lost its viewer meanwhile; the worker is stuck all the same.
  const stuck = pending.get(parsingId)
  pending.delete(parsingId)
  stuck?.reject(new ModelParseError('tooLarge', `not read within ${$config.get().previewParseTimeout} ms`))
  worker?.terminate()
  worker = null
  parsingId = null
  const others = [...pending]
  for (const [id, other] of others) {
    if (other.request.op === 'load') {
      getWorker().postMessage({ ...other.request, id })
    } else {
      pending.delete(id)
      other.reject(new ModelParseError('internal', 'the parse worker was restarted'))
    }
  }
  watch()
}

function getWorker(): Worker {
  clearTimeout(idleTimer)
  if (worker) return worker
  worker = startWorker()
  if (occtModule) worker.postMessage({ id: 0, op: 'occt', module: occtModule })
  worker.onmessage = ({ data }: MessageEvent<WorkerResponse>) => {
    if ('occt' in data) return void (occtModule = data.occt)
    watch()
    if ('parsing' in data) return void (parsingId = data.id)
    const job = pending.get(data.id)
    if ('progress' in data) return job?.onProgress?.(data.progress)
    if (parsingId === data.id) parsingId = null
    pending.delete(data.id)
    if (data.ok) job?.resolve(data)
    else job?.reject(new ModelParseError(data.failure, data.message))
    watch()
    if (!pending.size) idleTimer = setTimeout(() => failAll('idle'), IDLE_MS)
  }
  // A crash (out of memory in OCCT, a failed import) must not leave viewers waiting forever.
  worker.onerror = (event) => {
    event.preventDefault()
    failAll(event.message || 'the parse worker stopped')
  }
  return worker
}

function run(
  request: Unnumbered,
  transfer: Transferable[],
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Parsed> {
  return new Promise((resolve, reject) => {
    const id = nextId++
    pending.set(id, { request, resolve, reject, ...(onProgress ? { onProgress } : {}) })
    getWorker().postMessage({ ...request, id }, transfer)
    watch()
    signal?.addEventListener('abort', () => {
      if (!pending.delete(id)) return
      // The worker it is on now: a timed-out neighbour may have had the first one replaced.
      worker?.postMessage({ id, op: 'cancel' })
      reject(signal.reason)
      watch()
    })
  })
}

/**
 * Starts the worker ahead of a file, and for STEP/IGES (`cad`) OCCT's download and compilation in
 * it: the element calls this as soon as it has a `src`, while its first render (and the locale)
 * are still on their way, as both take longer than anything else before the parse can begin.
 * Without a file to follow, the worker stops after the usual idle period.
 */
export function prepareWorker(cad: boolean) {
  const target = getWorker()
  if (cad) target.postMessage({ id: 0, op: 'warm' })
  clearTimeout(idleTimer)
  if (!pending.size) idleTimer = setTimeout(() => failAll('idle'), IDLE_MS)
}

/** Downloads and parses a file in the worker; `onProgress` gets the download fraction (or -1). */
export function loadInWorker(
  format: WorkerFormat,
  url: string,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<Parsed> {
  return run({ op: 'load', format, url: new URL(url, location.href).href }, [], onProgress, signal)
}

/** Computes the quantities of meshes parsed elsewhere (a big glTF); the arrays are copied, not moved. */
export function statsInWorker(meshes: ParsedMesh[]): Promise<Parsed> {
  const copies = meshes.map((m) => ({
    positions: m.positions.slice(),
    ...(m.indices ? { indices: m.indices.slice() } : {}),
  }))
  return run({ op: 'stats', meshes: copies }, transferables(copies))
}
