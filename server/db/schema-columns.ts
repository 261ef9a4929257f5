import { sql } from 'drizzle-orm'
import { type AnyPgColumn, index, integer, jsonb, timestamp, varchar } from 'drizzle-orm/pg-core'
import type { AnalysisStep } from '../../contract/analysis-task.ts'
import type { AnalysisStatus } from '../../contract/quote.ts'

// Columns several tables declare the same way, declared once.

/** The row's own id, numbered by the database. */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity()

/** The row this one belongs to: required, and the row goes when its owner is deleted. */
export const ownedBy = <N extends string>(name: N, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: 'cascade' })

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

/**
 * A row that is an analysis job of the database queue (server/jobs/lease.ts): a quote
 * part or a process-assistant record. `initial` is the status a new row starts in.
 */
export const analysisJob = (initial: AnalysisStatus) => ({
  /** pending | running | done | failed; geometry and drawing exist only when done. */
  status: varchar('status', { length: 16 }).$type<AnalysisStatus>().notNull().default(initial),
  /** Message key and parameters, worded in the reader's language when read. */
  error: jsonb('error').$type<{ key: string; params: Record<string, string | number> }>(),
  geometry: jsonb('geometry').$type<Record<string, unknown>>(),
  drawing: jsonb('drawing').$type<Record<string, unknown>>(),
  /** What the running analysis is doing (an OCR page count); null once the job is done or failed. */
  step: jsonb('step').$type<AnalysisStep>(),
  // The process holding the job and until when (renewed while it works, taken over once past), and
  // how many times a process has taken it (one that keeps taking its process down is stopped).
  leaseOwner: varchar('lease_owner', { length: 80 }),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
})

/** The job claim reads only unfinished rows, so they get an index of their own. */
export const unfinishedJobsIndex = (name: string, status: AnyPgColumn) =>
  index(name)
    .on(status)
    .where(sql`status in ('pending', 'running')`)
