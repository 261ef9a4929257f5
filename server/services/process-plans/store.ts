import { and, asc, desc, eq } from 'drizzle-orm'
import type { PlanContext } from '../../../contract/process-plan.ts'
import type { Db } from '../../db/client.ts'
import { autoProcessChatRecords as records, processMessages, processRoutes } from '../../db/schema.ts'
import type { PlannedOperation } from '../../engine/planning/index.ts'
import { AppError, foundOr404 } from '../../lib/errors.ts'
import type { MessageKey } from '../../lib/messages.ts'

// Rows of a process record's conversation: its route versions and messages. Every change appends
// (a version, messages) and never rewrites what an earlier version said.

type Tx = Pick<Db, 'select' | 'insert' | 'update'>
export type ProcessRecord = typeof records.$inferSelect
export type RouteRow = typeof processRoutes.$inferSelect
export type RouteSource = 'planner' | 'edit' | 'command' | 'replan'

/** A message as stored: a catalog key and parameters, worded when read. */
export interface NewProcessMessage {
  role: 'user' | 'assistant'
  textKey: MessageKey
  params?: Record<string, unknown>
  version?: number | null
}

/** The caller's record; someone else's is "not found", as on the other record calls. */
export async function ownedProcessRecord(db: Pick<Db, 'select'>, userId: number, id: number): Promise<ProcessRecord> {
  return foundOr404(
    db
      .select()
      .from(records)
      .where(and(eq(records.id, id), eq(records.userId, userId))),
  )
}

export async function latestRoute(db: Pick<Db, 'select'>, recordId: number): Promise<RouteRow | undefined> {
  const [row] = await db
    .select()
    .from(processRoutes)
    .where(eq(processRoutes.recordId, recordId))
    .orderBy(desc(processRoutes.version))
    .limit(1)
  return row
}

export async function routeVersion(db: Pick<Db, 'select'>, recordId: number, version: number): Promise<RouteRow> {
  const [row] = await db
    .select()
    .from(processRoutes)
    .where(and(eq(processRoutes.recordId, recordId), eq(processRoutes.version, version)))
  if (!row) throw new AppError(404, 'process.versionNotFound', { version })
  return row
}

export function listRoutes(db: Pick<Db, 'select'>, recordId: number): Promise<RouteRow[]> {
  return db.select().from(processRoutes).where(eq(processRoutes.recordId, recordId)).orderBy(asc(processRoutes.version))
}

export function listMessages(db: Pick<Db, 'select'>, recordId: number) {
  return db
    .select()
    .from(processMessages)
    .where(eq(processMessages.recordId, recordId))
    .orderBy(asc(processMessages.id))
}

/** Saves the next version of a record's route (the unique index refuses a racing twin). */
export async function insertRoute(
  tx: Tx,
  recordId: number,
  route: {
    source: RouteSource
    context: PlanContext
    operations: PlannedOperation[]
    by: { id: number | null; name: string }
  },
): Promise<RouteRow> {
  const latest = await latestRoute(tx, recordId)
  const [row] = await tx
    .insert(processRoutes)
    .values({
      recordId,
      version: (latest?.version ?? 0) + 1,
      source: route.source,
      context: route.context,
      operations: route.operations,
      createdBy: route.by.id,
      createdByName: route.by.name,
    })
    .returning()
  return row!
}

/** Appends messages and bumps the record, so it rises to the top of the history list. */
export async function appendProcessMessages(tx: Tx, recordId: number, messages: NewProcessMessage[]) {
  if (messages.length === 0) return
  await tx.insert(processMessages).values(
    messages.map((m) => ({
      recordId,
      role: m.role,
      textKey: m.textKey,
      params: m.params ?? {},
      version: m.version ?? null,
    })),
  )
  await tx.update(records).set({ updatedAt: new Date() }).where(eq(records.id, recordId))
}
