// A stand-in analysis worker for pool tests that dies under its job the way the job's path says:
// `oom` fills its heap until V8 aborts, `signal` kills itself with SIGSEGV, `exit` exits with code 3.
process.on('disconnect', () => process.exit(0))
process.on('message', (req) => {
  if (req.path === 'oom') {
    const hoard = []
    for (;;) hoard.push(new Array(100_000).fill(hoard.length))
  }
  if (req.path === 'signal') process.kill(process.pid, 'SIGSEGV')
  if (req.path === 'exit') process.exit(3)
})
