import { bigint, foreignKey, index, integer, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core'
import { identityId } from './schema-columns.ts'

// Back-office tables. Imports nothing from schema-accounts.ts, which imports this
// file for users.departmentId, so the two never form a cycle.

/** A tree of departments; users belong to at most one. */
export const departments = pgTable(
  'departments',
  {
    id: identityId(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 64 }).notNull(),
    leader: varchar('leader', { length: 64 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // restrict: a department with children is never removed underneath them (the service says why first).
  (t) => [
    index('departments_parent_idx').on(t.parentId),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('restrict'),
  ],
)

/**
 * Every admin change: who, when, what, before and after. The actor's name is copied so the
 * entry still reads right after the account is renamed or deleted; no foreign keys for the same reason.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id'),
    actorName: varchar('actor_name', { length: 64 }).notNull(),
    action: varchar('action', { length: 64 }).notNull(),
    targetType: varchar('target_type', { length: 16 }).notNull(),
    targetId: integer('target_id'),
    targetName: varchar('target_name', { length: 200 }).notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_logs_created_idx').on(t.createdAt), index('audit_logs_target_idx').on(t.targetType, t.targetId)],
)
