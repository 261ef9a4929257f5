import { wasmMemoryBytes } from './wasm-memory.ts'
import { readFile } from 'node:fs/promises'
import { parentPort } from 'node:worker_threads'
import { DrawingParseError, ModelParseError, analyzeModel, extractDrawing, ocrNativeBytes } from '../engine/index.ts'
import type { JobResult, WorkerProgress, WorkerReply, WorkerRequest } from './protocol.ts'

// Runs inside a worker thread: the engine's CAD parsers hold large WASM heaps, which stay out of
// the server's main thread and are released when the pool replaces this worker.

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
    return {
      ok: false,
      failure: readable ? 'parse' : 'error',
      message: error instanceof Error ? error.message : String(error),
    }
  }
}

// A scan takes seconds a page: the customer is told as each page ends (and as an image starts).
function postProgress(id: number, done: number, total: number) {
  const message: WorkerProgress = { id, progress: { stage: 'ocr', done, total } }
  parentPort!.postMessage(message)
}

parentPort!.on('message', async (req: WorkerRequest) => {
  const result = await run(req)
  const memory = process.memoryUsage()
  const reply: WorkerReply = {
    id: req.id,
    // The OCR models' native memory counts too: the pool cannot see it otherwise.
    memoryBytes: memory.heapUsed + memory.external + wasmMemoryBytes() + ocrNativeBytes(),
    ...result,
  }
  parentPort!.postMessage(reply)
})
