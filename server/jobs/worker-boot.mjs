// Entry of an analysis worker thread. The server runs TypeScript through tsx; a worker thread
// does not inherit the parent's loader hooks, so it registers tsx itself before loading the job code.
import { register } from 'tsx/esm/api'

register()
// tsx turns source maps on, and then every module that names one has it parsed and kept: pdf.js
// alone (which tsx also rewrites for its dynamic imports) took a drawing worker ~95 MB more. A
// worker sends back only messages, never a stack, so the maps would serve nobody here.
process.setSourceMapsEnabled(false)
await import('./analysis-worker.ts')
