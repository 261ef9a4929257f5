import { integer, timestamp, varchar } from 'drizzle-orm/pg-core'

// Columns several tables declare the same way, declared once.

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

/**
 * A row that is a job of the database queue (server/jobs/lease.ts, issue #13): the process holding
 * it and until when (renewed while it works, taken over once past), and how many times a process
 * has taken it (one that keeps taking its process down is stopped).
 */
export const jobLease = () => ({
  leaseOwner: varchar('lease_owner', { length: 80 }),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
})
