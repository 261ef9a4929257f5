import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { WebhookEventType } from '../../../contract/webhooks.ts'
import type { Db } from '../../db/client.ts'
import { webhookEndpoints, webhookEvents } from '../../db/schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** What every receiver gets: the event's id (to deduplicate), its type, when it happened, and its data. */
export interface EventBody {
  id: string
  type: WebhookEventType
  createdAt: string
  data: Record<string, unknown>
}

/** The event as sent: the body is fixed here, so every attempt and replay sends the same bytes. */
export async function insertEvent(tx: Tx | Db, type: WebhookEventType, data: Record<string, unknown>, now: Date) {
  const body: EventBody = { id: randomUUID(), type, createdAt: now.toISOString(), data }
  const [event] = await tx
    .insert(webhookEvents)
    .values({ eventId: body.id, type, body: JSON.stringify(body), createdAt: now })
    .returning({ id: webhookEvents.id })
  return { rowId: event!.id, body }
}

/** Whether any enabled endpoint receives events of `type`. */
export async function hasSubscribers(tx: Tx, type: WebhookEventType): Promise<boolean> {
  const found = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.status, 1), sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`))
    .limit(1)
  return found.length > 0
}

/**
 * Writes an event to the outbox with one delivery per enabled endpoint subscribed to its type
 * (nothing when none is).
 * Called inside the transaction of the change it reports: if that rolls back, nothing was
 * queued, and once it commits the deliveries wait in the database until a receiver takes them.
 */
export async function emitEvent(tx: Tx, type: WebhookEventType, data: Record<string, unknown>, now = new Date()) {
  // Nobody listening: nothing to keep (the outbox holds what is still to be sent, and its log).
  if (!(await hasSubscribers(tx, type))) return
  const { rowId } = await insertEvent(tx, type, data, now)
  await tx.execute(
    sql`insert into webhook_deliveries (event_id, endpoint_id, created_at, updated_at)
        select ${rowId}, e.id, ${now}, ${now} from webhook_endpoints e
        where e.status = 1 and e.events @> ${JSON.stringify([type])}::jsonb`,
  )
}
