#!/usr/bin/env node
// Bundles the server for `npm start` and the benchmarks: dist-server/main.mjs and, beside it, the
// entries of the analysis worker and of the library import's sheet-reading thread. Run from source
// through tsx, every process also runs tsx's loader thread and keeps its transformed modules:
// ~65 MB more for the server and ~35 MB more per worker, against
// the 1.0 GB the server with its workers may take. Packages stay in node_modules;
// dist-server/ sits one folder below the root as server/ does, so server/paths.ts holds for both.
// Tests and `npm run dev` run from source.
import { build, stop } from 'esbuild'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
export const SERVER_BUNDLE = join(root, 'dist-server', 'main.mjs')

export async function buildServer() {
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'server/main.ts',
      'worker-boot': 'server/jobs/worker-boot.mjs',
      'sheet-worker-boot': 'server/services/process-library/sheet-worker-boot.mjs',
    },
    outdir: 'dist-server',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    define: { 'globalThis.QE_SERVER_BUNDLE': 'true' },
    logLevel: 'warning',
  })
  // esbuild's service process would otherwise stay beside `npm start` for as long as it runs.
  await stop()
}

if (process.argv[1] === import.meta.filename) await buildServer()
