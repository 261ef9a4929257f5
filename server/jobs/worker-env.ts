/**
 * glibc's tunable that has malloc ask the kernel for transparent huge pages (2 MB) for what it maps
 * (glibc 2.35+; effective where /sys/kernel/mm/transparent_hugepage/enabled is `madvise` or
 * `always`, ignored elsewhere).
 */
const HUGE_PAGES = 'glibc.malloc.hugetlb=1'

/**
 * The environment of an analysis worker process. One that reads drawings gets huge pages: ONNX
 * Runtime takes detection's feature maps from malloc (no arena, ocr/model.ts) and blocks over 8 MB
 * are mapped apart (scripts/server-env.mjs), so every page faults its feature maps in anew, 4 KB at
 * a time. With 2 MB pages that takes 512 times fewer faults: bench:quote warm p50 2.46 → 2.11 s,
 * cold 4.10 → 3.52 s, throughput 18.2 → 20.6 parts/min, with the same peak memory. Not for model
 * workers, whose malloc heap would grow in 2 MB steps for no gain (occt's memory is WebAssembly's).
 * Tunables the caller sets come after ours and win.
 */
export function workerEnv(drawings: boolean, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  if (!drawings) return env
  return { ...env, GLIBC_TUNABLES: [HUGE_PAGES, env.GLIBC_TUNABLES].filter(Boolean).join(':') }
}
