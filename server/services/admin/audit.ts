import { and, desc, eq, gte, lte } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { pageOf } from '../../db/page.ts'
import { auditLogs } from '../../db/schema.ts'
import { keywordIn } from '../../lib/like-pattern.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import type { z } from 'zod'
import type { AuditLogRow, AuditTarget, auditLogQuery } from '../../../contract/admin.ts'
import type { Paged } from '../../../contract/wire.ts'

/** Who made a change, as the audit log names them. */
export type Actor = Pick<AuthUser, 'id' | 'username'>

export interface AuditEntry {
  action: string
  targetType: AuditTarget
  targetId: number | null
  targetName: string
  before?: unknown
  after?: unknown
}

/** The record an audit entry names: its kind, id and the name people know it by. */
export const auditTarget = (targetType: AuditTarget, targetId: number, targetName: string) => ({
  targetType,
  targetId,
  targetName,
})

/** An enable or disable, logged as `<kind>.enable` or `<kind>.disable` with the record before and after. */
export const auditSwitch = (
  db: Db,
  actor: Actor,
  status: 0 | 1,
  target: ReturnType<typeof auditTarget>,
  change: { before: unknown; after: unknown },
) => audit(db, actor, { action: `${target.targetType}.${status ? 'enable' : 'disable'}`, ...target, ...change })

/** What an audit entry may show: never a password hash. */
const clean = (value: unknown) => {
  if (value === undefined || value === null) return null
  const { passwordHash: _hidden, ...rest } = value as Record<string, unknown>
  return JSON.parse(JSON.stringify(rest)) as unknown
}

/** Records one admin change; `db` may be the transaction the change runs in. */
export async function audit(db: Db, actor: Actor, entry: AuditEntry) {
  await db.insert(auditLogs).values({
    actorId: actor.id,
    actorName: actor.username,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetName: entry.targetName.slice(0, 200),
    before: clean(entry.before),
    after: clean(entry.after),
  })
}

type Query = z.output<typeof auditLogQuery>

export async function pageAuditLog(db: Db, q: Query): Promise<Paged<AuditLogRow>> {
  const where = [keywordIn(q.keyword, [auditLogs.actorName, auditLogs.action, auditLogs.targetName])]
  if (q.targetType) where.push(eq(auditLogs.targetType, q.targetType))
  if (q.actorId) where.push(eq(auditLogs.actorId, q.actorId))
  if (q.from) where.push(gte(auditLogs.createdAt, new Date(q.from)))
  if (q.to) where.push(lte(auditLogs.createdAt, new Date(q.to)))
  const filter = and(...where)
  const rows = db.select().from(auditLogs).where(filter).orderBy(desc(auditLogs.id)).$dynamic()
  return pageOf(rows, db.$count(auditLogs, filter), q, (r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    actorId: r.actorId,
    actorName: r.actorName,
    action: r.action,
    targetType: r.targetType as AuditTarget,
    targetId: r.targetId,
    targetName: r.targetName,
    before: r.before ?? null,
    after: r.after ?? null,
  }))
}
