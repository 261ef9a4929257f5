// Entry of an analysis worker thread. The server runs TypeScript through tsx; a worker thread
// does not inherit the parent's loader hooks, so it registers tsx itself before loading the job code.
import { workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

// pdf.js is loaded before tsx is: tsx rewrites every module that has a dynamic import, and for
// pdf.js's two modules (3 MB of source) what that left behind took a worker ~230 MB instead of
// ~50. Only a worker the pool starts for drawings loads it; a model worker never needs it.
if (workerData?.drawings) {
  await import('pdfjs-dist/legacy/build/pdf.mjs')
  // Given its handler, pdf.js parses in this thread instead of importing its worker module itself.
  globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs')
}
register()
// tsx turns source maps on, and then every module that names one has it parsed and kept: pdf.js's
// took a drawing worker ~95 MB more. A worker sends back only messages, never a stack, so the
// maps would serve nobody here.
process.setSourceMapsEnabled(false)
await import('./analysis-worker.ts')
