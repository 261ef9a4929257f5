import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { autoProcessChatRecords as records } from '../../db/schema.ts'
import type { PartError } from '../quote-tasks.ts'
import { appendProcessMessages } from './store.ts'

const UNFINISHED = ['pending', 'running'] as const

/**
 * Fails unfinished records (one, or all of them) with `error` and says so in each conversation.
 * Guarded by the status, so a record that finished meanwhile keeps its plan.
 */
export async function failUnfinishedRecords(db: Db, recordId: number | null, error: PartError): Promise<number[]> {
  return db.transaction(async (tx) => {
    const failed = await tx
      .update(records)
      .set({ status: 'failed', error, step: null, updatedAt: new Date() })
      .where(and(inArray(records.status, UNFINISHED), recordId === null ? undefined : eq(records.id, recordId)))
      .returning({ id: records.id })
    for (const { id } of failed) {
      await appendProcessMessages(tx, id, [{ role: 'assistant', textKey: 'process.chat.failed', params: { error } }])
    }
    return failed.map((r) => r.id)
  })
}

/**
 * Run once at start, beside failInterruptedTasks: planning jobs live in this process's memory, so
 * a record a previous process left pending or running would never finish.
 */
export function failInterruptedPlans(db: Db) {
  return failUnfinishedRecords(db, null, { key: 'analysis.interrupted', params: {} })
}
