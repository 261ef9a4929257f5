// Settings the server process needs from its first instruction, shared by everything that starts
// it (npm start, npm run dev, the benchmarks): the C library reads them only when a process begins.
export const SERVER_PROCESS_ENV = {
  // OCR runs ONNX Runtime without its memory arena (server/engine/drawing/ocr/model.ts). Blocks
  // over 8 MB — detection's feature maps — are then mapped and returned to the system per page
  // instead of lingering in malloc's free lists: an OCR worker holds ~420 MB instead of 470–520
  // (bench:engine), at ~1.6 s instead of ~0.8 s per A3 page. glibc only; ignored elsewhere.
  MALLOC_MMAP_THRESHOLD_: String(8 * 2 ** 20),
}

/** The environment for a server process: these settings, unless the caller's environment sets them. */
export const serverEnv = (env = process.env) => ({ ...SERVER_PROCESS_ENV, ...env })
