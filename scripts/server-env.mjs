// Settings the server process needs from its first instruction, shared by everything that starts
// it (npm start, npm run dev, the benchmarks): the C library reads them only when a process begins.
export const SERVER_PROCESS_ENV = {
  // OCR runs ONNX Runtime without its memory arena (server/engine/drawing/ocr/model.ts). Blocks
  // over 8 MB — detection's feature maps — are then mapped and returned to the system per page
  // instead of lingering in malloc's free lists: an OCR worker holds ~420 MB instead of 470–520
  // (bench:engine), at ~1.6 s instead of ~0.8 s per A3 page; the reading worker wins most of that
  // back with huge pages (server/jobs/worker-env.ts). glibc only; ignored elsewhere.
  MALLOC_MMAP_THRESHOLD_: String(8 * 2 ** 20),
}

/** The environment for a server process: these settings, unless the caller's environment sets them. */
export const serverEnv = (env = process.env) => ({ ...SERVER_PROCESS_ENV, ...env })

/**
 * V8 flags for the server process (what `node` runs it with: npm start and the benchmarks). Under
 * load (bench:quote's 8 uploads in flight, each polled every 25 ms) its heap is mostly short-lived
 * request garbage, which V8's defaults let grow 100–150 MB past idle before collecting it:
 * semi-spaces of 4 MB instead of 16, and an old generation allowed to grow by half past what
 * survived instead of by up to 4×, held the server's peak at ~265 MB instead of 310–390, for
 * 2–8 % fewer requests per second in bench:api (--optimize-for-size held it at ~245 MB for 25 %).
 * --no-liftoff: PGlite's PostgreSQL is WebAssembly, which V8 otherwise compiles with its baseline
 * compiler first and, for hot functions, once more optimised. Compiled optimised once, when first
 * called, the server held 205–215 MB after start instead of 230–275 and peaked at 230–245 MB under
 * bench:quote instead of ~270 (bench:soak idle, with workers: PSS 180–190 MB instead of 238);
 * chatrecord/page-query ran 5–10 % faster in bench:api; a start on a fresh data directory takes
 * ~1.5 s longer, compiling what migrations and seeding call.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=50', '--no-liftoff']
