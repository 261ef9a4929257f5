import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client.ts'
import { claimNext, releaseLeases, renewLeases, type ClaimedJob, type JobTable } from './lease.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves once this process has no job it could claim and none running (JobClaimer.idle):
     * what a stopped job may still write has been written by then, so tests wait for this, not for time.
     */
    jobsIdle(): Promise<void>
  }
}

/** What a running job is given: who holds it (for the guarded writes) and a signal for when it is lost. */
export interface Lease {
  owner: string
  signal: AbortSignal
}

/** One kind of job: the table whose rows are its jobs, and how to run one to its end. */
export interface JobKind {
  table: JobTable
  /** Claims its next job when claimNext's order (fair across customers) does not fit the kind. */
  claim?(owner: string, leaseMs: number): Promise<ClaimedJob | undefined>
  /** Writes the job's result or failure; never throws for a job that failed. */
  run(job: ClaimedJob, lease: Lease): Promise<void>
}

export interface ClaimerOptions {
  /** Jobs run at once by this process; 0: it claims nothing. */
  slots: number
  leaseMs: number
  pollMs: number
}

interface Held {
  table: JobTable
  id: number
  abort: AbortController
  done: Promise<void>
}

/**
 * Takes jobs from the database queue (lease.ts) for this process: as many as it has slots, the
 * kinds taken in turn so a process record waits behind at most one part and the reverse. It looks
 * again when told (`wake`, after an upload here), when a job ends, and every `pollMs` for jobs queued
 * by other processes or left by a dead one. Leases are renewed every third of their length; a job
 * whose lease was lost (cancelled, or taken over after a stall) is aborted here.
 */
export class JobClaimer {
  /** Unique per process start, readable in the database: host, pid and a random tail. */
  readonly owner = `${hostname().slice(0, 50)}:${process.pid}:${randomBytes(4).toString('hex')}`
  private readonly held = new Map<string, Held>()
  private readonly timers: NodeJS.Timeout[] = []
  private chain: Promise<void> = Promise.resolve()
  private passWaiting = false
  private turn = 0
  private closed = false

  constructor(
    private readonly db: Db,
    private readonly kinds: JobKind[],
    private readonly opts: ClaimerOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  start() {
    if (this.opts.slots === 0) return
    this.timers.push(setInterval(() => void this.wake(), this.opts.pollMs).unref())
    this.timers.push(setInterval(() => void this.renew(), Math.floor(this.opts.leaseMs / 3)).unref())
    void this.wake()
  }

  /**
   * Claims jobs until every slot is busy or none waits. Passes run one at a time; the promise
   * resolves after a pass that began after this call, so it has seen whatever was queued before.
   */
  wake(): Promise<void> {
    if (this.opts.slots === 0 || this.closed) return Promise.resolve()
    // A pass that has not begun yet will see this change too.
    if (this.passWaiting) return this.chain
    this.passWaiting = true
    this.chain = this.chain.then(async () => {
      this.passWaiting = false
      await this.fill().catch((err) => this.log.error({ err }, 'claiming jobs failed'))
    })
    return this.chain
  }

  /** Resolves once nothing is claimable and nothing runs here (tests, the demo seed). */
  async idle() {
    for (;;) {
      await this.wake()
      if (this.held.size === 0) return
      await Promise.allSettled([...this.held.values()].map((h) => h.done))
    }
  }

  /** Stops claiming and what runs, then hands its jobs back so another process (or the next start) resumes them. */
  async close() {
    this.closed = true
    for (const timer of this.timers) clearInterval(timer)
    for (const job of this.held.values()) job.abort.abort()
    await this.chain
    await Promise.allSettled([...this.held.values()].map((h) => h.done))
    for (const kind of this.kinds) {
      await releaseLeases(this.db, kind.table, this.owner).catch((err) =>
        this.log.warn({ err }, 'handing back job leases failed; they are taken over when they expire'),
      )
    }
  }

  private async fill() {
    while (!this.closed && this.held.size < this.opts.slots) {
      const claimed = await this.claimAny()
      if (!claimed) return
      this.begin(claimed.kind, claimed.job)
    }
  }

  private async claimAny() {
    for (let i = 0; i < this.kinds.length; i++) {
      const at = (this.turn + i) % this.kinds.length
      const kind = this.kinds[at]!
      const job = kind.claim
        ? await kind.claim(this.owner, this.opts.leaseMs)
        : await claimNext(this.db, kind.table, this.owner, this.opts.leaseMs)
      if (job) {
        this.turn = at + 1
        return { kind, job }
      }
    }
    return undefined
  }

  private begin(kind: JobKind, job: ClaimedJob) {
    const key = `${kind.table}:${job.id}`
    const abort = new AbortController()
    const done = kind
      .run(job, { owner: this.owner, signal: abort.signal })
      .catch((err) => this.log.error({ err, table: kind.table, id: job.id }, 'job failed unexpectedly'))
      .finally(() => {
        this.held.delete(key)
        void this.wake()
      })
    this.held.set(key, { table: kind.table, id: job.id, abort, done })
  }

  private async renew() {
    for (const kind of this.kinds) {
      const mine = [...this.held.values()].filter((h) => h.table === kind.table)
      try {
        const kept = new Set(
          await renewLeases(
            this.db,
            kind.table,
            this.owner,
            mine.map((h) => h.id),
            this.opts.leaseMs,
          ),
        )
        for (const job of mine) if (!kept.has(job.id)) job.abort.abort()
      } catch (err) {
        // The database is unreachable: keep working; the result write will tell if the lease was lost.
        this.log.warn({ err }, 'renewing job leases failed')
      }
    }
  }
}
