import { eq } from 'drizzle-orm'
import { blockingIssueCount, type PlanContext } from '../../../contract/process-plan.ts'
import type { Db } from '../../db/client.ts'
import { autoProcessChatRecords as records, processRoutes } from '../../db/schema.ts'
import type { PlannedOperation } from '../../engine/planning/index.ts'
import { AppError } from '../../lib/errors.ts'
import type { Locale } from '../../lib/i18n.ts'
import { toRecordRow, type AutoProcessRecordRow } from '../auto-process-records.ts'
import { emitEvent } from '../webhooks/outbox.ts'
import { checkRoute, currentLibraries } from './planner.ts'
import { requireDispatchSignOff } from './sign-offs.ts'
import { appendProcessMessages, latestRoute, ownedProcessRecord } from './store.ts'

/**
 * Hands the latest route version to production (下发): records the dispatch number on that version
 * and on the record, and queues the webhook event in the same transaction. Refused while the
 * analysis is unfinished, the route has errors or the version lacks its 审核 sign-off. The
 * version is read-only from then on: edits are saved as new versions (see changes.ts).
 */
export async function dispatchRoute(
  db: Db,
  userId: number,
  id: number,
  dispatchId: string,
  locale: Locale,
): Promise<AutoProcessRecordRow> {
  const libraries = await currentLibraries(db)
  return db.transaction(async (tx) => {
    await ownedProcessRecord(tx, userId, id)
    const [record] = await tx.select().from(records).where(eq(records.id, id)).for('update')
    const latest = await latestRoute(tx, id)
    if (record!.status !== 'done' || !latest) throw new AppError(409, 'process.dispatchNotReady')
    const { issues } = checkRoute(
      latest.operations as unknown as PlannedOperation[],
      latest.context as unknown as PlanContext,
      libraries,
    )
    const errors = blockingIssueCount(issues)
    if (errors > 0) throw new AppError(409, 'process.dispatchErrors', { count: errors })
    await requireDispatchSignOff(tx, latest, locale)
    const now = new Date()
    await tx.update(processRoutes).set({ dispatchId, dispatchedAt: now }).where(eq(processRoutes.id, latest.id))
    const [updated] = await tx.update(records).set({ dispatchId, updatedAt: now }).where(eq(records.id, id)).returning()
    await appendProcessMessages(tx, id, [
      { role: 'user', textKey: 'process.chat.userDispatch', params: { dispatchId } },
      {
        role: 'assistant',
        textKey: 'process.chat.dispatched',
        params: { dispatchId, version: latest.version },
        version: latest.version,
      },
    ])
    await emitEvent(
      tx,
      'processRoute.dispatched',
      {
        recordId: id,
        name: updated!.name,
        dispatchId,
        version: latest.version,
        operations: (latest.operations as unknown[]).length,
        dispatchedAt: now.toISOString(),
      },
      now,
    )
    return toRecordRow(updated!)
  })
}
