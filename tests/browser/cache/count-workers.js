// Counts the workers the page starts and the files it asks them to read.
window.workersStarted = 0
window.workerLoads = 0
const Native = window.Worker
window.Worker = class extends Native {
  constructor(...args) {
    super(...args)
    window.workersStarted++
  }
  postMessage(message, ...rest) {
    if (message?.op === 'load') window.workerLoads++
    return super.postMessage(message, ...rest)
  }
}
