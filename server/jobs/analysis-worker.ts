import { readFile } from 'node:fs/promises'
import { DrawingParseError, ModelParseError, analyzeModel, extractDrawing } from '../engine/index.ts'
import type { JobResult, WorkerProgress, WorkerReply, WorkerRequest } from './protocol.ts'

// Runs in a worker process: the engine's CAD parsers hold large WASM heaps and the OCR models
// native memory, which stay out of the server and all go back to the system when the pool
// replaces this worker.

async function run(req: WorkerRequest): Promise<JobResult> {
  try {
    const bytes = new Uint8Array(await readFile(req.path))
    const report =
      req.type === 'model'
        ? await analyzeModel(bytes, { fileName: req.fileName, ...(req.units ? { units: req.units } : {}) })
        : // Scans are read here, off the request path; the OCR model stays loaded for the worker's life.
          await extractDrawing(bytes, {
            fileName: req.fileName,
            ocr: true,
            onOcrPage: (done, total) => postProgress(req.id, done, total),
          })
    return { ok: true, report }
  } catch (error) {
    const readable = error instanceof ModelParseError || error instanceof DrawingParseError
    const message = error instanceof Error ? error.message : String(error)
    if (!readable) return { ok: false, failure: 'error', message }
    return { ok: false, failure: 'parse', message, ...(error.refusal ? { refusal: error.refusal } : {}) }
  }
}

// A scan takes seconds a page: the customer is told as each page ends (and as an image starts).
function postProgress(id: number, done: number, total: number) {
  const message: WorkerProgress = { id, progress: { stage: 'ocr', done, total } }
  process.send!(message)
}

// Fire and forget: run() turns every failure into a reply, so answering never rejects.
process.on('message', (req: WorkerRequest) => void answer(req))

async function answer(req: WorkerRequest) {
  const result = await run(req)
  // A job leaves tens of MB of garbage (the parsers' JavaScript side), which V8 would collect only
  // once the heap had grown well past it; collected now, an idle worker holds only what it keeps,
  // and the memory measured below is that. Resident memory counts everything: WASM heaps, the OCR
  // models and what malloc keeps.
  globalThis.gc?.()
  const reply: WorkerReply = { id: req.id, memoryBytes: process.memoryUsage.rss(), ...result }
  process.send!(reply)
}
