import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema.ts'
import type { SendOutcome } from './send.ts'

/** A claimed delivery with what sending it needs: the stored body and the endpoint's address and secret. */
export async function loadDelivery(db: Db, id: number) {
  const [row] = await db
    .select({
      id: webhookDeliveries.id,
      attempts: webhookDeliveries.attempts,
      eventId: webhookEvents.eventId,
      type: webhookEvents.type,
      body: webhookEvents.body,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id))
  return row
}

/**
 * Records one attempt of a delivery `owner` holds: delivered on a 2xx; otherwise pending again
 * after `retryInMs` (database clock), or failed when no retry is left (`retryInMs` null). Guarded
 * by the lease, so a process that lost the delivery to another writes nothing; answers whether it wrote.
 */
export async function finishAttempt(
  db: Db,
  id: number,
  owner: string,
  outcome: SendOutcome,
  retryInMs: number | null,
): Promise<boolean> {
  const next = outcome.ok ? 'delivered' : retryInMs === null ? 'failed' : 'pending'
  const written = await db
    .update(webhookDeliveries)
    .set({
      status: next,
      leaseOwner: null,
      leaseUntil: null,
      lastStatus: outcome.status,
      lastResponse: outcome.excerpt,
      lastAttemptAt: sql`now()`,
      updatedAt: sql`now()`,
      ...(outcome.ok ? { deliveredAt: sql`now()` } : {}),
      ...(next === 'pending' ? { nextAttemptAt: sql`now() + ${retryInMs}::integer * interval '1 millisecond'` } : {}),
    })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, 'running'),
        eq(webhookDeliveries.leaseOwner, owner),
      ),
    )
    .returning({ id: webhookDeliveries.id })
  return written.length > 0
}
