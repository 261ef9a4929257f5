import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client.ts'
import { autoProcessChatRecords, quoteParts } from '../db/schema.ts'
import type { JobProgress } from './protocol.ts'

/**
 * Keeps the current step of a running analysis (a `step` column) for the client that polls it.
 * Writes go one at a time and a step arriving during a write replaces the one still waiting, so a
 * worker costs at most one write per page and the last write is the newest step. Each write is
 * guarded by the row still running: a late step never touches a finished or cancelled row, whose
 * step its result write clears.
 */
export class StepWriter {
  private waiting: JobProgress | null = null
  private writing: Promise<void> | null = null
  private closed = false

  constructor(
    private readonly write: (step: JobProgress) => Promise<unknown>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Records the newest step; a pool `onProgress` listener. */
  readonly push = (step: JobProgress) => {
    if (this.closed) return
    this.waiting = step
    this.writing ??= this.drain()
  }

  /** Drops steps still to come and resolves once the write in flight, if any, has ended. */
  async close() {
    this.closed = true
    this.waiting = null
    await this.writing
  }

  private async drain() {
    while (this.waiting) {
      const step = this.waiting
      this.waiting = null
      try {
        await this.write(step)
      } catch (err) {
        // The step is only shown while waiting; the analysis itself goes on.
        this.log.warn({ err }, 'could not record the analysis step')
      }
    }
    this.writing = null
  }
}

/** The steps of one row of a job table: written only while the row is running. */
const stepsOf =
  (table: typeof quoteParts | typeof autoProcessChatRecords) => (db: Db, id: number, log: FastifyBaseLogger) =>
    new StepWriter(
      (step) =>
        db
          .update(table)
          .set({ step })
          .where(and(eq(table.id, id), eq(table.status, 'running'))),
      log,
    )

/** The step of a quote part being analysed. */
export const partSteps = stepsOf(quoteParts)

/** The step of a process record being analysed for its first plan. */
export const recordSteps = stepsOf(autoProcessChatRecords)
