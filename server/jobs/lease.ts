import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client.ts'

/**
 * The job queue is the rows themselves: an uploaded part and a process record are each
 * one job, `pending` until a process claims it. A claim sets `running`, the claiming process as
 * `lease_owner` and a `lease_until` it renews while it works; a process that dies stops renewing,
 * and once the lease is past any live process may claim the row again. The result is written in
 * the transaction that sets `done`, guarded by the lease owner, so a process that lost its lease
 * writes nothing. Times come from the database clock, so the machines' clocks do not matter.
 */
export const JOB_TABLES = ['quote_parts', 'auto_process_chat_records', 'webhook_deliveries'] as const
export type JobTable = (typeof JOB_TABLES)[number]

export interface ClaimedJob {
  id: number
  /** Claims so far, this one included: more than one means a process died holding it. */
  attempts: number
}

export const leaseEnd = (leaseMs: number) => sql`now() + ${leaseMs}::integer * interval '1 millisecond'`

/** Rows of drizzle's `execute`, the same on PGlite and node-postgres. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // execute answers `unknown` on the PGlite | node-postgres union; both answers hold `rows`.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/**
 * Claims the next job of `table` for `owner`, or nothing when none waits. Fair across customers:
 * the job of the user with the fewest jobs running goes first (then the oldest), so one customer's
 * burst delays another's single part by at most one job per slot. `SKIP LOCKED` lets processes
 * claim at once without waiting on each other's rows.
 */
export async function claimNext(db: Db, table: JobTable, owner: string, leaseMs: number) {
  const t = sql.identifier(table)
  const [job] = await rows<ClaimedJob>(
    db,
    sql`update ${t} set status = 'running', lease_owner = ${owner}, lease_until = ${leaseEnd(leaseMs)},
          attempts = attempts + 1, updated_at = now()
        where id = (
          select c.id from ${t} as c
          where c.status = 'pending'
             or (c.status = 'running' and (c.lease_until is null or c.lease_until < now()))
          order by (select count(*) from ${t} as r
                    where r.user_id = c.user_id and r.status = 'running' and r.lease_until >= now()),
                   c.id
          limit 1
          for update of c skip locked)
        returning id, attempts`,
  )
  return job
}

/** Extends the leases `owner` still holds among `ids`; returns those ids (the others were cancelled or lost). */
export async function renewLeases(db: Db, table: JobTable, owner: string, ids: number[], leaseMs: number) {
  if (ids.length === 0) return []
  const found = await rows<{ id: number }>(
    db,
    sql`update ${sql.identifier(table)} set lease_until = ${leaseEnd(leaseMs)}
        where lease_owner = ${owner} and status = 'running'
          and id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})
        returning id`,
  )
  return found.map((r) => r.id)
}

/**
 * Ends every lease at once. Only for the embedded database at start: PGlite is opened by one
 * process, so whatever is running was left by a process that is gone, and need not wait out its lease.
 */
export async function expireLeases(db: Db, table: JobTable) {
  await db.execute(sql`update ${sql.identifier(table)} set lease_until = null where status = 'running'`)
}

/** Hands back what `owner` still holds, claimable at once: a process shutting down calls it for its unfinished jobs. */
export async function releaseLeases(db: Db, table: JobTable, owner: string) {
  await db.execute(
    sql`update ${sql.identifier(table)} set lease_until = null where lease_owner = ${owner} and status = 'running'`,
  )
}
