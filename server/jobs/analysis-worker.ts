import { readFile } from 'node:fs/promises'
import { basename, dirname } from 'node:path'
import { DrawingParseError, ModelParseError, analyzeModelMesh, extractDrawing, viewerMesh } from '../engine/index.ts'
import { diskStorage } from '../lib/storage.ts'
import type { JobResult, WorkerProgress, WorkerReply, WorkerRequest } from './protocol.ts'

// Runs in a worker process: the engine's CAD parsers hold large WASM heaps and the OCR models
// native memory, which stay out of the server and all go back to the system when the pool
// replaces this worker.

async function run(req: WorkerRequest): Promise<JobResult> {
  try {
    const bytes = new Uint8Array(await readFile(req.path))
    const report =
      req.type === 'model'
        ? await analyseModel(req, bytes)
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

/**
 * Measures the model and writes the viewer's mesh beside it before answering, so the mesh is there
 * when the price is (written whole or not at all, like every stored file).
 */
async function analyseModel(req: WorkerRequest, bytes: Uint8Array) {
  const { report, mesh } = await analyzeModelMesh(bytes, {
    fileName: req.fileName,
    ...(req.units ? { units: req.units } : {}),
  })
  const encoded = req.meshPath ? viewerMesh(mesh, report) : undefined
  if (encoded) await diskStorage(dirname(req.meshPath!)).saveBuffer(basename(req.meshPath!), Buffer.from(encoded))
  return report
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
