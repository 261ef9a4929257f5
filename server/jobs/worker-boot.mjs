// Entry of an analysis worker thread. The server runs TypeScript through tsx; a worker thread
// does not inherit the parent's loader hooks, so it registers tsx itself before loading the job code.
import { register } from 'tsx/esm/api'

register()
await import('./analysis-worker.ts')
