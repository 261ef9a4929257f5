import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { autoProcessChatRecords as records } from '../../db/schema.ts'
import type { PartError } from '../quote-tasks.ts'
import { appendProcessMessages } from './store.ts'

const UNFINISHED = ['pending', 'running'] as const

/**
 * Fails an unfinished record with `error` and says so in its conversation. Guarded by the status,
 * so a record that finished meanwhile keeps its plan; and by the lease when a job fails its own
 * record (`owner`), so a process that lost it writes nothing.
 */
export async function failUnfinishedRecords(db: Db, recordId: number, error: PartError, owner?: string) {
  return db.transaction(async (tx) => {
    const failed = await tx
      .update(records)
      .set({ status: 'failed', error, step: null, updatedAt: new Date() })
      .where(
        and(
          inArray(records.status, UNFINISHED),
          eq(records.id, recordId),
          owner === undefined ? undefined : eq(records.leaseOwner, owner),
        ),
      )
      .returning({ id: records.id })
    for (const { id } of failed) {
      await appendProcessMessages(tx, id, [{ role: 'assistant', textKey: 'process.chat.failed', params: { error } }])
    }
    return failed.map((r) => r.id)
  })
}
