import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'
import { finishAttempt, loadDelivery } from '../services/webhooks/attempts.ts'
import { backoffMs, sendEvent } from '../services/webhooks/send.ts'
import type { JobKind, Lease } from './job-claimer.ts'
import { leaseEnd, rows, type ClaimedJob } from './lease.ts'

/**
 * Sends webhook deliveries, one job per delivery claimed from the database queue like the other
 * jobs: a due pending delivery (or one whose holder stopped renewing) to an enabled endpoint.
 * Each endpoint gets its events one at a time and in the order they happened: a delivery waits
 * while an earlier one to the same endpoint is still pending or running (one given up as failed no
 * longer holds the others back). `SKIP LOCKED` and the lease make sure two processes never send
 * the same attempt; the result is written only while this process still holds the lease.
 */
export class WebhookJobs implements JobKind {
  readonly table = 'webhook_deliveries'

  constructor(
    private readonly db: Db,
    private readonly config: Pick<
      Config,
      'webhookBackoffMs' | 'webhookBackoffMaxMs' | 'webhookMaxAttempts' | 'webhookTimeoutMs' | 'webhookLoopback'
    >,
    private readonly log: FastifyBaseLogger,
  ) {}

  async claim(owner: string, leaseMs: number): Promise<ClaimedJob | undefined> {
    const [job] = await rows<ClaimedJob>(
      this.db,
      sql`update webhook_deliveries set status = 'running', lease_owner = ${owner}, lease_until = ${leaseEnd(leaseMs)},
            attempts = attempts + 1, updated_at = now()
          where id = (
            select d.id from webhook_deliveries as d
            join webhook_endpoints as e on e.id = d.endpoint_id and e.status = 1
            where ((d.status = 'pending' and d.next_attempt_at <= now())
                or (d.status = 'running' and (d.lease_until is null or d.lease_until < now())))
              and not exists (
                select 1 from webhook_deliveries as earlier
                where earlier.endpoint_id = d.endpoint_id and earlier.id < d.id
                  and earlier.status in ('pending', 'running'))
            order by d.next_attempt_at, d.id
            limit 1
            for update of d skip locked)
          returning id, attempts`,
    )
    return job
  }

  async run(job: ClaimedJob, lease: Lease) {
    const delivery = await loadDelivery(this.db, job.id)
    if (!delivery) return
    const signal = AbortSignal.any([lease.signal, AbortSignal.timeout(this.config.webhookTimeoutMs)])
    const outcome = await sendEvent(delivery, delivery, signal, this.config.webhookLoopback)
    // Stopped here (shutdown, lease lost): the attempt is handed back, not counted as the receiver's failure.
    if (lease.signal.aborted) return
    const { webhookBackoffMs: base, webhookBackoffMaxMs: max, webhookMaxAttempts: most } = this.config
    const retryIn = job.attempts >= most ? null : backoffMs(job.attempts, base, max)
    const written = await finishAttempt(this.db, job.id, lease.owner, outcome, retryIn)
    if (!outcome.ok && written)
      this.log.info(
        { delivery: job.id, attempts: job.attempts, status: outcome.status },
        retryIn === null ? 'webhook delivery failed for good' : 'webhook delivery failed; retrying',
      )
  }
}
