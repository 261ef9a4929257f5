// Entry of an analysis worker process: server/jobs/pool.ts forks it, with `drawings` among its
// arguments when it is started to read drawings. Run from source it loads the job code through
// tsx; the server's bundle (scripts/build-server.mjs) has the job code built in and never loads tsx.

// A worker never outlives the server: when the server goes, even by SIGKILL, its channel closes.
process.on('disconnect', () => process.exit(0))
// Ctrl-C in a terminal (and systemd's stop) signals every process of the group: were a worker to die
// of it first, its job would fail as crashed, while the server, stopping, hands its jobs back and
// then ends its workers itself.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {})

// pdf.js is loaded before tsx is: tsx rewrites every module that has a dynamic import, and for
// pdf.js's two modules (3 MB of source) what that left behind took a worker ~230 MB instead of
// ~50. Only a worker the pool starts for drawings loads it; a model worker never needs it.
if (process.argv.includes('drawings')) {
  await import('pdfjs-dist/legacy/build/pdf.mjs')
  // Given its handler, pdf.js parses in this thread instead of importing its worker module itself.
  globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs')
}
if (!globalThis.QE_SERVER_BUNDLE) {
  const { register } = await import('tsx/esm/api')
  register()
  // tsx turns source maps on, and then every module that names one has it parsed and kept: pdf.js's
  // took a drawing worker ~95 MB more. A worker sends back only messages, never a stack, so the
  // maps would serve nobody here.
  process.setSourceMapsEnabled(false)
}
await import('./analysis-worker.ts')
