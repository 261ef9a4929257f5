import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { quoteParts, quoteTasks } from '../db/schema.ts'
import { notFound } from '../lib/errors.ts'
import { translate, type Locale } from '../lib/i18n.ts'
import type { MessageKey } from '../lib/messages.ts'
import type { AuthUser } from '../lib/request-context.ts'
import type { AnalysisTask } from '../../contract/analysis-task.ts'
import type { AnalysisStatus } from '../../contract/quote.ts'
import { doneMeshUrls, meshUrlOf } from './part-file-urls.ts'

type Tx = Pick<Db, 'select' | 'update'>
export type PartError = { key: string; params: Record<string, string | number> }

/**
 * A task is pending until a part starts, running while any part is unfinished, failed when every
 * part failed (or it was cancelled), otherwise done — partial failures show on the parts.
 */
export async function refreshTaskStatus(tx: Tx, taskId: string) {
  const parts = await tx.select({ status: quoteParts.status }).from(quoteParts).where(eq(quoteParts.taskId, taskId))
  const statuses = parts.map((p) => p.status)
  const status = statuses.every((s) => s === 'pending')
    ? 'pending'
    : statuses.some((s) => s === 'pending' || s === 'running')
      ? 'running'
      : statuses.every((s) => s === 'failed')
        ? 'failed'
        : 'done'
  await tx.update(quoteTasks).set({ status, updatedAt: new Date() }).where(eq(quoteTasks.id, taskId))
}

/** Marks the unfinished parts of tasks as failed with `error` and recomputes those tasks. */
export async function failUnfinished(db: Db, where: { taskId?: string }, error: PartError): Promise<number[]> {
  return db.transaction(async (tx) => {
    const failed = await tx
      .update(quoteParts)
      .set({ status: 'failed', error, step: null, updatedAt: new Date() })
      .where(
        and(
          inArray(quoteParts.status, ['pending', 'running']),
          where.taskId ? eq(quoteParts.taskId, where.taskId) : undefined,
        ),
      )
      .returning({ id: quoteParts.id, taskId: quoteParts.taskId })
    for (const taskId of new Set(failed.map((p) => p.taskId))) await refreshTaskStatus(tx, taskId)
    // A task with no unfinished part left but still marked running (crash between writes).
    if (!where.taskId) {
      const stale = await tx
        .select({ id: quoteTasks.id })
        .from(quoteTasks)
        .where(inArray(quoteTasks.status, ['pending', 'running']))
      for (const t of stale) await refreshTaskStatus(tx, t.id)
    }
    return failed.map((p) => p.id)
  })
}

export async function findTask(db: Db, user: AuthUser, taskId: string) {
  const [task] = await db.select().from(quoteTasks).where(eq(quoteTasks.id, taskId))
  if (!task || (task.userId !== user.id && !user.may.seeEveryCustomer)) throw notFound('task.notFound')
  return task
}

export function partErrorText(locale: Locale, error: PartError | null): string | null {
  return error ? translate(locale, error.key as MessageKey, error.params) : null
}

/** The polling answer: `{ status, progress, parts: [{ partId, status, error, step, meshUrl? }] }`. */
export async function taskStatus(db: Db, user: AuthUser, taskId: string, locale: Locale): Promise<AnalysisTask> {
  const task = await findTask(db, user, taskId)
  const parts = await db
    .select({
      id: quoteParts.id,
      name: quoteParts.name,
      status: quoteParts.status,
      error: quoteParts.error,
      step: quoteParts.step,
    })
    .from(quoteParts)
    .where(eq(quoteParts.taskId, taskId))
    .orderBy(asc(quoteParts.id))
  // A done part's mesh was written before its price: the client fetches both at once.
  const meshUrls = await doneMeshUrls(
    db,
    parts.filter((p) => p.status === 'done').map((p) => p.id),
  )
  const finished = parts.filter((p) => p.status === 'done' || p.status === 'failed').length
  const running = parts.filter((p) => p.status === 'running').length
  const progress = parts.length === 0 ? 100 : Math.round(((finished + running * 0.5) / parts.length) * 100)
  return {
    taskId: task.id,
    chatRecordId: task.chatRecordId,
    status: task.status as AnalysisStatus,
    progress,
    parts: parts.map((p) => ({
      partId: p.id,
      name: p.name,
      status: p.status,
      error: partErrorText(locale, p.error),
      // Only a running part is doing something.
      step: p.status === 'running' ? p.step : null,
      ...meshUrlOf(meshUrls, p.id),
    })),
  }
}
