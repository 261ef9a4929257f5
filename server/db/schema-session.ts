import { bigint, pgTable, smallint } from 'drizzle-orm/pg-core'

// Every API process caches sessions and the current user's info in memory and
// asks this one row, per request, whether anything they depend on changed. Triggers (migration
// 0006) bump it in the same transaction as every such write — sessions ended, users edited,
// disabled or deleted, roles, menus or grants changed — so no write path can forget to, and a
// second process sees the change on its very next request.

/** A single row (id 1): the version of everything a cached session or user info depends on. */
export const sessionEpoch = pgTable('session_epoch', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
})
