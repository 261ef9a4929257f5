// A stand-in analysis worker for pool tests that answers, after `wait:MS` milliseconds, which
// worker ran the job, whether the pool started it for drawings, its glibc tunables, and every job
// type it has run.
const types = new Set()

process.on('disconnect', () => process.exit(0))
process.on('message', (req) => {
  types.add(req.type)
  const wait = Number(req.path.split(':')[1] ?? 0)
  const report = {
    worker: process.pid,
    startedForDrawings: process.argv.includes('drawings'),
    tunables: process.env.GLIBC_TUNABLES ?? '',
    types: [...types],
  }
  setTimeout(() => process.send({ id: req.id, memoryBytes: 0, ok: true, report }), wait)
})
