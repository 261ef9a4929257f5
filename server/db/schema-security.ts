import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'

// Protection against password guessing. Kept in the database, so every API process
// sees the same count and an attacker rotating IP addresses meets the same lock.

/** Consecutive wrong passwords per login name (lower-cased, known or not, so a lock tells nothing). */
export const loginFailures = pgTable('login_failures', {
  name: varchar('name', { length: 64 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  /** Set once the count reaches the limit; no password is tried for the name until then. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
