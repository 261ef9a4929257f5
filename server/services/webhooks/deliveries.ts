import { randomBytes } from 'node:crypto'
import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { WEBHOOK_TEST_EVENT, type deliveryQuery, type WebhookDelivery } from '../../../contract/webhooks.ts'
import type { Paged } from '../../../contract/wire.ts'
import type { Db } from '../../db/client.ts'
import { pageOf } from '../../db/page.ts'
import { webhookDeliveries as deliveries, webhookEndpoints, webhookEvents } from '../../db/schema.ts'
import { AppError, foundOr404 } from '../../lib/errors.ts'
import { keywordIn } from '../../lib/like-pattern.ts'
import { audit, auditTarget, type Actor } from '../admin/audit.ts'
import { finishAttempt, loadDelivery } from './attempts.ts'
import { getEndpoint } from './endpoints.ts'
import { insertEvent } from './outbox.ts'
import { sendEvent } from './send.ts'

const iso = (d: Date | null) => d?.toISOString() ?? null

const listed = (db: Db) =>
  db
    .select({
      d: deliveries,
      eventId: webhookEvents.eventId,
      eventType: webhookEvents.type,
      endpointName: webhookEndpoints.name,
    })
    .from(deliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, deliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, deliveries.endpointId))

type Listed = Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number]

const toRow = ({ d, eventId, eventType, endpointName }: Listed): WebhookDelivery => ({
  id: d.id,
  eventId,
  eventType,
  endpointId: d.endpointId,
  endpointName,
  status: d.status,
  attempts: d.attempts,
  nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
  lastStatus: d.lastStatus,
  lastResponse: d.lastResponse,
  lastAttemptAt: iso(d.lastAttemptAt),
  deliveredAt: iso(d.deliveredAt),
  createdAt: d.createdAt.toISOString(),
})

/** The delivery log, newest first; keyword: the event type. */
export function pageDeliveries(db: Db, q: z.output<typeof deliveryQuery>): Promise<Paged<WebhookDelivery>> {
  const where = [keywordIn(q.keyword, [webhookEvents.type])]
  if (q.endpointId) where.push(eq(deliveries.endpointId, q.endpointId))
  if (q.status) where.push(eq(deliveries.status, q.status))
  const filter = and(...where)
  const total = db
    .select({ n: sql<number>`count(*)::integer` })
    .from(deliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, deliveries.eventId))
    .where(filter)
    .then((r) => r[0]?.n ?? 0)
  return pageOf(listed(db).where(filter).orderBy(desc(deliveries.id)).$dynamic(), total, q, toRow)
}

const oneRow = (db: Db, id: number) => foundOr404(listed(db).where(eq(deliveries.id, id))).then(toRow)

/**
 * Sends the event again from the first attempt, with the same event id and body (the receiver
 * deduplicates). Refused while an attempt is under way; the queue sends it as soon as it looks.
 */
export async function replayDelivery(db: Db, actor: Actor, id: number): Promise<WebhookDelivery> {
  const before = await oneRow(db, id)
  const replayed = await db
    .update(deliveries)
    .set({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: sql`now()`,
      leaseOwner: null,
      leaseUntil: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(deliveries.id, id), ne(deliveries.status, 'running')))
    .returning({ id: deliveries.id })
  if (replayed.length === 0) throw new AppError(409, 'webhook.deliveryRunning')
  await audit(db, actor, {
    action: 'webhook.replay',
    ...auditTarget('webhook', before.endpointId, before.endpointName),
    before: { delivery: before.id, eventId: before.eventId, status: before.status, attempts: before.attempts },
  })
  return oneRow(db, id)
}

/**
 * Sends a test event to one endpoint now, enabled or not, and answers how it went; it lands in
 * the delivery log like any other, failed rather than retried when the receiver refuses (replay
 * sends it again).
 */
export async function testEndpoint(
  db: Db,
  actor: Actor,
  id: number,
  timeoutMs: number,
  allowLoopback: boolean,
): Promise<WebhookDelivery> {
  const endpoint = await getEndpoint(db, id)
  // Held under a lease of its own, so no queue process claims it while this request sends it.
  const owner = `test:${randomBytes(6).toString('hex')}`
  const deliveryId = await db.transaction(async (tx) => {
    const { rowId } = await insertEvent(tx, WEBHOOK_TEST_EVENT, { endpointId: id, name: endpoint.name }, new Date())
    const [row] = await tx
      .insert(deliveries)
      .values({
        eventId: rowId,
        endpointId: id,
        status: 'running',
        attempts: 1,
        leaseOwner: owner,
        leaseUntil: sql`now() + ${timeoutMs * 2}::integer * interval '1 millisecond'`,
      })
      .returning({ id: deliveries.id })
    return row!.id
  })
  const delivery = (await loadDelivery(db, deliveryId))!
  const outcome = await sendEvent(delivery, delivery, AbortSignal.timeout(timeoutMs), allowLoopback)
  await finishAttempt(db, deliveryId, owner, outcome, null)
  await audit(db, actor, { action: 'webhook.test', ...auditTarget('webhook', id, endpoint.name) })
  return oneRow(db, deliveryId)
}
