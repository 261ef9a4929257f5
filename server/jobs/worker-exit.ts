import type { ChildProcess } from 'node:child_process'
import type { JobResult, WorkerExit } from './protocol.ts'

// What V8 prints before it aborts a process whose heap reached --max-old-space-size.
const V8_OUT_OF_MEMORY = /heap out of memory|Reached heap limit|Allocation failed/
const TAIL_BYTES = 4096

/**
 * Passes a worker's stderr through to the server's and keeps its last few KB, so that when the
 * worker dies under a job the pool can say why: V8's heap limit (it prints "JavaScript heap out of
 * memory" and aborts), a signal from outside (SIGKILL from the kernel's out-of-memory killer, say)
 * or an exit code. Without it the customer saw "the analysis failed" and the log said nothing.
 */
export function watchExit(worker: ChildProcess, onDied: (exit: WorkerExit) => void): void {
  let tail = ''
  worker.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk)
    tail = (tail + chunk.toString('utf8')).slice(-TAIL_BYTES)
  })
  // 'close' comes after 'exit' once stderr has ended, so the tail holds the last words.
  worker.on('close', (code: number | null, signal: NodeJS.Signals | null) =>
    onDied({ code, signal, outOfMemory: V8_OUT_OF_MEMORY.test(tail) }),
  )
}

/** The job result of a worker that died under it, with a message for the log. */
export function crashed(exit: WorkerExit): JobResult {
  const how = exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`
  const why = exit.outOfMemory ? 'ran out of memory' : 'stopped'
  return { ok: false, failure: 'crash', message: `The analysis worker ${why} (${how})`, exit }
}
