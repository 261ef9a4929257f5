import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { ProcessLibrary } from '../../../contract/process-library.ts'
import type { Db } from '../../db/client.ts'
import { autoProcessChatRecords } from '../../db/schema.ts'
import { processRoutes } from '../../db/schema-process.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { audit, type Actor } from '../admin/audit.ts'
import { libraryTarget } from './audit-target.ts'
import { LIBRARY_STORES, type LibraryStore } from './tables.ts'

/**
 * The first dispatched route version whose operations name `code`: production holds that version,
 * so its entries must stay. Routes not yet dispatched are re-validated when next changed.
 */
async function dispatchedUse(db: Pick<Db, 'select'>, store: LibraryStore, code: string) {
  const [use] = await db
    .select({ dispatchId: processRoutes.dispatchId, record: autoProcessChatRecords.name })
    .from(processRoutes)
    .leftJoin(autoProcessChatRecords, eq(autoProcessChatRecords.id, processRoutes.recordId))
    .where(
      and(
        isNotNull(processRoutes.dispatchId),
        sql`${processRoutes.operations} @> ${JSON.stringify([store.usedAs(code)])}::jsonb`,
      ),
    )
    .limit(1)
  return use
}

/** Deletes one row; 409 naming the record while a dispatched route uses it, 404 when absent. */
export async function deleteEntry(db: Db, actor: Actor, library: ProcessLibrary, id: number): Promise<void> {
  const store = LIBRARY_STORES[library]
  await db.transaction(async (tx) => {
    const [record] = await tx.select().from(store.table).where(eq(store.id, id)).for('update')
    if (!record) throw notFound()
    const before = store.read(record) as { code: string; name?: string }
    const code = before.code
    const use = await dispatchedUse(tx, store, code)
    if (use) {
      throw new AppError(409, 'processLibrary.inUse', {
        code,
        record: use.record ?? '',
        dispatchId: use.dispatchId ?? '',
      })
    }
    await tx.delete(store.table).where(eq(store.id, id))
    await audit(tx, actor, {
      action: `${libraryTarget(library)}.delete`,
      targetType: libraryTarget(library),
      targetId: id,
      targetName: before.name ? `${before.code} ${before.name}` : before.code,
      before,
    })
  })
}
