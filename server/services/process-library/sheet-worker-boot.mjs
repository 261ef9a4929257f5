// Entry of the thread that reads an imported library sheet (sheet-off-thread.ts starts it). Run
// from source it loads the reading code through tsx; the server's bundle
// (scripts/build-server.mjs) has it built in and never loads tsx.
if (!globalThis.QE_SERVER_BUNDLE) {
  const { register } = await import('tsx/esm/api')
  register()
}
await import('./sheet-worker.ts')
