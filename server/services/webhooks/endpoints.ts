import { and, asc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { SECRET_MIN, type webhookInput, type webhookQuery, type WebhookRow } from '../../../contract/webhooks.ts'
import type { Paged } from '../../../contract/wire.ts'
import type { Db } from '../../db/client.ts'
import { pageOf } from '../../db/page.ts'
import { webhookEndpoints } from '../../db/schema.ts'
import { badRequest, foundOr404 } from '../../lib/errors.ts'
import { keywordIn } from '../../lib/like-pattern.ts'
import { refusedHost } from './reach.ts'
import { audit, auditSwitch, auditTarget, type Actor } from '../admin/audit.ts'

type Endpoint = typeof webhookEndpoints.$inferSelect
type Input = z.output<typeof webhookInput>

/** The endpoint as answered and audited: the secret only as its last four characters. */
const toRow = (e: Endpoint): WebhookRow => ({
  id: e.id,
  name: e.name,
  url: e.url,
  secretHint: `••••${e.secret.slice(-4)}`,
  events: e.events,
  status: e.status === 1 ? 1 : 0,
  createdAt: e.createdAt.toISOString(),
  updatedAt: e.updatedAt.toISOString(),
})

const target = (e: Endpoint) => auditTarget('webhook', e.id, e.name)
const record = (db: Db, id: number) => foundOr404(db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))

export const getEndpoint = (db: Db, id: number) => record(db, id)

export function pageEndpoints(db: Db, q: z.output<typeof webhookQuery>): Promise<Paged<WebhookRow>> {
  const where = [keywordIn(q.keyword, [webhookEndpoints.name, webhookEndpoints.url])]
  if (q.status !== undefined) where.push(eq(webhookEndpoints.status, q.status))
  const filter = and(...where)
  return pageOf(
    db.select().from(webhookEndpoints).where(filter).orderBy(asc(webhookEndpoints.id)).$dynamic(),
    db.$count(webhookEndpoints, filter),
    q,
    toRow,
  )
}

/** An address the server will never post to is refused when typed, in words (reach.ts says which). */
function checkReach(url: string, allowLoopback: boolean) {
  const why = refusedHost(url, allowLoopback)
  if (why) throw badRequest(`webhook.url.${why}`)
}

/** A secret is needed to sign with: required when creating, and never shorter than SECRET_MIN. */
function checkSecret(secret: string, required: boolean) {
  if (secret === '' && required) throw badRequest('webhook.secretRequired')
  if (secret !== '' && secret.length < SECRET_MIN) throw badRequest('webhook.secretShort', { min: SECRET_MIN })
}

export async function createEndpoint(db: Db, actor: Actor, input: Input, allowLoopback: boolean): Promise<WebhookRow> {
  checkSecret(input.secret, true)
  checkReach(input.url, allowLoopback)
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({ name: input.name, url: input.url, secret: input.secret, events: input.events, status: input.status })
      .returning()
    const row = toRow(created!)
    await audit(tx, actor, { action: 'webhook.create', ...target(created!), after: row })
    return row
  })
}

/** Saves an edit; a blank secret keeps the stored one (it is never sent back to be re-typed). */
export async function editEndpoint(
  db: Db,
  actor: Actor,
  id: number,
  input: Input,
  allowLoopback: boolean,
): Promise<WebhookRow> {
  checkSecret(input.secret, false)
  checkReach(input.url, allowLoopback)
  return db.transaction(async (tx) => {
    const before = await record(tx, id)
    const [after] = await tx
      .update(webhookEndpoints)
      .set({
        name: input.name,
        url: input.url,
        events: input.events,
        status: input.status,
        ...(input.secret ? { secret: input.secret } : {}),
        updatedAt: new Date(),
      })
      .where(eq(webhookEndpoints.id, id))
      .returning()
    const row = toRow(after!)
    await audit(tx, actor, { action: 'webhook.edit', ...target(after!), before: toRow(before), after: row })
    return row
  })
}

/** Disabling keeps the endpoint's queued deliveries waiting; enabling sends them. New events skip a disabled endpoint. */
export async function setEndpointStatus(db: Db, actor: Actor, id: number, status: 0 | 1): Promise<WebhookRow> {
  return db.transaction(async (tx) => {
    const before = await record(tx, id)
    const [after] = await tx
      .update(webhookEndpoints)
      .set({ status, updatedAt: new Date() })
      .where(eq(webhookEndpoints.id, id))
      .returning()
    const row = toRow(after!)
    await auditSwitch(tx, actor, status, target(after!), { before: toRow(before), after: row })
    return row
  })
}

/** Deletes the endpoint with its delivery log. */
export async function deleteEndpoint(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await record(tx, id)
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id))
    await audit(tx, actor, { action: 'webhook.delete', ...target(before), before: toRow(before) })
  })
}
