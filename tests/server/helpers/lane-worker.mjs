// A stand-in analysis worker for pool tests that answers, after `wait:MS` milliseconds, which
// worker ran the job, whether the pool started it for drawings, and every job type it has run.
import { parentPort, threadId, workerData } from 'node:worker_threads'

const types = new Set()

parentPort.on('message', (req) => {
  types.add(req.type)
  const wait = Number(req.path.split(':')[1] ?? 0)
  const report = { worker: threadId, startedForDrawings: workerData.drawings, types: [...types] }
  setTimeout(() => parentPort.postMessage({ id: req.id, memoryBytes: 0, ok: true, report }), wait)
})
