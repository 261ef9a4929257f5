// A stand-in analysis worker for pool tests, told what to do by the job's path:
// `pages:N` posts a progress message for each of N pages (plus one under another job's id) and
// then its reply; `late:N` replies first and posts its N progress messages after.
process.on('disconnect', () => process.exit(0))

const progress = (id, done, total) => ({ id, progress: { stage: 'ocr', done, total } })

process.on('message', (req) => {
  const [mode, count] = req.path.split(':')
  const pages = Number(count)
  const reply = { id: req.id, memoryBytes: 0, ok: true, report: { pages } }
  if (mode === 'late') process.send(reply)
  process.send(progress(req.id + 1000, 1, 1))
  for (let done = 0; done <= pages; done++) process.send(progress(req.id, done, pages))
  if (mode !== 'late') process.send(reply)
})
