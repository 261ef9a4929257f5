import { type ChildProcess, fork } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { FairQueue, type Lane } from './fair-queue.ts'
import { workerEnv } from './worker-env.ts'
import { crashed, watchExit } from './worker-exit.ts'
import type { JobProgress, JobRequest, JobResult, OnJobProgress, WorkerMessage, WorkerReply } from './protocol.ts'

export interface PoolOptions {
  size: number
  /** Replace a worker after this many jobs. */
  maxJobs: number
  /** Replace a worker whose resident memory exceeds this after a job. */
  recycleBytes: number
  timeoutMs: number
  /** V8 heap limit of a worker, MB (default 2048): a runaway parse fails its own job first. */
  heapMb?: number
  entry?: URL
}

export interface PoolStats {
  workers: number
  busy: number
  queued: number
  spawned: number
  recycled: number
}

interface Pending {
  req: JobRequest
  resolve(result: JobResult): void
  signal: AbortSignal | undefined
  lane: Lane
  onProgress: OnJobProgress | undefined
}

interface Slot {
  worker: ChildProcess
  jobs: number
  /** The one worker that takes drawing jobs (and so holds the OCR models). */
  reads: boolean
  current?: { id: number; job: Pending; timer: NodeJS.Timeout; onAbort: () => void }
}

const DEFAULT_ENTRY = new URL('./worker-boot.mjs', import.meta.url)

/**
 * A fixed-size pool of analysis worker processes, started lazily. CAD parsing keeps hundreds of MB
 * of WASM memory that never shrinks, so a worker is retired after `maxJobs` jobs or once its
 * resident memory passes `recycleBytes`; a crashed, timed-out or cancelled job kills its worker.
 * Processes rather than threads: a retired thread left 150–250 MB of native memory (ONNX Runtime's,
 * malloc's) in the server, while a process gives all of it back as it exits; and a crash in native
 * code then ends one job, not the server.
 * `run` never rejects: every outcome is a {@link JobResult}. A free worker takes the next job of
 * the lane served longest ago, so one user's burst delays another's single job by at most one job
 * per worker. While a job runs, its worker's progress messages go to the job's
 * `onProgress`; they never settle the job nor touch the queue.
 *
 * Drawing jobs run on one worker only, and model jobs on the others (a pool of one runs both): a
 * worker reading scans (~400 MB: the OCR models, pdf.js and a page's buffers) and one parsing STEP
 * (~250 MB: occt's compiled code and its heap, which never shrinks) are then each held once per
 * process instead of both in every worker, which had bench:quote's peak at 1.8 GB.
 * On two cores two scans at once were no faster than one after the other.
 */
export class WorkerPool {
  private readonly slots = new Set<Slot>()
  private readonly queue = new FairQueue<Pending>()
  private nextId = 1
  private closed = false
  private spawned = 0
  private recycled = 0
  /** Workers retired and not yet exited: they hold their memory until then, so they still count toward `size`. */
  private exiting = 0

  constructor(private readonly options: PoolOptions) {}

  run(req: JobRequest, signal?: AbortSignal, lane: Lane = '', onProgress?: OnJobProgress): Promise<JobResult> {
    if (signal?.aborted) return Promise.resolve(cancelled())
    if (this.closed) return Promise.resolve({ ok: false, failure: 'error', message: 'The analysis pool is shut down' })
    return new Promise((resolve) => {
      // Turns are kept per user and kind: a user's model taken by a model worker does not cost
      // their drawing its turn at the reading worker.
      const job: Pending = { req, resolve, signal, lane: `${req.type}:${lane}`, onProgress }
      this.queue.push(job.lane, job)
      signal?.addEventListener('abort', () => this.dropQueued(job), { once: true })
      this.dispatch()
    })
  }

  stats(): PoolStats {
    const busy = [...this.slots].filter((s) => s.current).length
    return { workers: this.slots.size, busy, queued: this.queue.size, spawned: this.spawned, recycled: this.recycled }
  }

  async close(): Promise<void> {
    this.closed = true
    for (const job of this.queue.clear()) job.resolve(cancelled())
    await Promise.all([...this.slots].map((slot) => this.retire(slot, cancelled())))
  }

  private dropQueued(job: Pending) {
    if (this.queue.drop(job.lane, job)) job.resolve(cancelled())
  }

  private dispatch() {
    while (this.queue.size > 0) if (!this.startNext()) return
  }

  /** Starts one queued job on a free worker that may run it, or on a new one; false when none can start. */
  private startNext(): boolean {
    for (const slot of this.slots) {
      const job = slot.current ? undefined : this.queue.take((j) => this.fits(slot, j.req))
      if (job) return this.start(slot, job)
    }
    const job = this.alive < this.options.size ? this.queue.take((j) => this.fits(undefined, j.req)) : undefined
    return job ? this.start(this.spawn(job.req.type === 'drawing' || this.options.size === 1), job) : false
  }

  /** Whether `slot` (undefined: a worker yet to start) may run `req`, as the class comment says. */
  private fits(slot: Slot | undefined, req: JobRequest): boolean {
    if (this.options.size === 1) return true
    const reader = [...this.slots].some((s) => s.reads)
    // A retired reader is replaced by a new one once it has exited: a model worker that took the
    // drawings over would hold occt's heap and the OCR models at once (~900 MB in bench:quote).
    if (req.type === 'drawing') return slot ? slot.reads : !reader
    // The last worker still to start is kept for drawings, so a burst of models cannot leave them none.
    return slot ? !slot.reads : reader || this.alive < this.options.size - 1
  }

  private get alive() {
    return this.slots.size + this.exiting
  }

  /** `drawings`: the worker is started to read drawings, and loads their libraries first (worker-boot.mjs). */
  private spawn(drawings: boolean): Slot {
    const worker = fork(fileURLToPath(this.options.entry ?? DEFAULT_ENTRY), drawings ? ['drawings'] : [], {
      // Not the server's own flags: the worker registers tsx itself, after pdf.js (worker-boot.mjs).
      // A runaway parse fails its own job instead of exhausting the machine's memory.
      // --expose-gc: the worker collects its garbage after each job (analysis-worker.ts).
      // Semi-spaces of 4 MB instead of V8's 16: a busy worker's young generation otherwise grows to
      // its largest and stays there; per-process peaks in bench:quote fell 30–45 MB, no slower.
      // Not --no-liftoff, as the server has: it would take a model worker's peak from ~250 MB to
      // ~200, but each new worker's first STEP ~1.5 s longer, compiling occt optimised, and workers
      // are replaced every QUOTE_WORKER_MAX_JOBS jobs (bench:soak 116–118 parts/min instead of 131–135).
      execArgv: [`--max-old-space-size=${this.options.heapMb ?? 2048}`, '--max-semi-space-size=4', '--expose-gc'],
      env: workerEnv(drawings),
      serialization: 'advanced',
      // stderr is piped (and passed on) so a crash's cause can be read from it (worker-exit.ts).
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    })
    const slot: Slot = { worker, jobs: 0, reads: false }
    this.spawned++
    this.slots.add(slot)
    worker.on('message', (message: WorkerMessage) =>
      'progress' in message ? this.progress(slot, message.id, message.progress) : this.finish(slot, message),
    )
    worker.on('error', (err) => void this.retire(slot, { ok: false, failure: 'crash', message: err.message }))
    watchExit(worker, (exit) => void this.retire(slot, crashed(exit)))
    // An idle worker does not keep the server alive; one running a job does (start, settle).
    worker.unref()
    worker.channel?.unref()
    ;(worker.stderr as { unref?: () => void } | null)?.unref?.()
    return slot
  }

  private start(slot: Slot, job: Pending): true {
    const id = this.nextId++
    const timer = setTimeout(
      () =>
        void this.retire(slot, {
          ok: false,
          failure: 'timeout',
          message: `Analysis took longer than ${this.options.timeoutMs} ms`,
        }),
      this.options.timeoutMs,
    )
    const onAbort = () => void this.retire(slot, cancelled())
    job.signal?.addEventListener('abort', onAbort, { once: true })
    slot.current = { id, job, timer, onAbort }
    slot.jobs++
    if (job.req.type === 'drawing') slot.reads = true
    slot.worker.channel?.ref()
    slot.worker.send({ ...job.req, id })
    return true
  }

  /** Forwards progress of the job the worker is running now; a late message of an ended job is dropped. */
  private progress(slot: Slot, id: number, progress: JobProgress) {
    const current = slot.current
    if (!current || current.id !== id) return
    try {
      current.job.onProgress?.(progress)
    } catch {
      // Progress is only information: a failing listener must not end the job or the worker.
    }
  }

  private finish(slot: Slot, reply: WorkerReply) {
    const current = slot.current
    if (!current || current.id !== reply.id) return
    this.settle(slot)
    const { id: _id, memoryBytes, ...result } = reply
    current.job.resolve(result)
    if (slot.jobs >= this.options.maxJobs || memoryBytes > this.options.recycleBytes) {
      this.recycled++
      void this.retire(slot)
    }
    this.dispatch()
  }

  private settle(slot: Slot) {
    const current = slot.current
    if (!current) return
    clearTimeout(current.timer)
    current.job.signal?.removeEventListener('abort', current.onAbort)
    slot.current = undefined
    slot.worker.channel?.unref()
    this.queue.done(current.job.lane)
  }

  /** Removes a worker; a job it was running ends with `outcome`. */
  private async retire(slot: Slot, outcome?: JobResult) {
    if (!this.slots.delete(slot)) return
    const current = slot.current
    this.settle(slot)
    if (current && outcome) current.job.resolve(outcome)
    // Its replacement starts once it has exited: otherwise the new worker loads its libraries while
    // the old one still holds the OCR models or occt's heap, both resident at once.
    this.exiting++
    await stop(slot.worker)
    this.exiting--
    if (!this.closed) this.dispatch()
  }
}

/** Kills a worker process and waits until it is gone, so that its memory is too. */
async function stop(worker: ChildProcess) {
  if (worker.exitCode !== null || worker.signalCode !== null) return
  // Held until then: an unreferenced child's exit would not keep the process waiting for it.
  worker.ref()
  const exited = once(worker, 'exit')
  worker.kill('SIGKILL')
  await exited
}

function cancelled(): JobResult {
  return { ok: false, failure: 'cancelled', message: 'Cancelled' }
}
