import { count, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { auditLogs, quoteOrders, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../server/db/schema.ts'
import { commitChange } from '../../server/services/quote-orders/guard.ts'
import { emitEvent } from '../../server/services/webhooks/outbox.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { createRecord, DRAWING, fieldPart, MODEL, signOff, waitPlanned } from './helpers/process-plan.ts'
import { call, pricedParts } from './helpers/quote-orders.ts'
import { freePort, Receiver, validSignature } from './helpers/webhook-receiver.ts'

// Outbound webhooks end to end: endpoints registered through the API, events written with the
// change, delivered by the job queue to receivers on 127.0.0.1. Retries wait milliseconds here
// (base 40 ms, at most 160 ms, 6 attempts) so "down for a while" takes a fraction of a second.

let ctx: TestContext
let customer: string
let admin: string
let partIds: number[]
const receivers: Receiver[] = []
const SECRET = 'erp-shared-secret-0123456789'
const ALL = ['quoteOrder.submitted', 'quoteOrder.quoted', 'quoteOrder.accepted', 'quoteOrder.ordered']

beforeAll(async () => {
  ctx = await createTestContext({
    QUOTE_WEBHOOK_BACKOFF_MS: '40',
    QUOTE_WEBHOOK_BACKOFF_MAX_MS: '160',
    QUOTE_WEBHOOK_MAX_ATTEMPTS: '6',
    QUOTE_JOB_POLL_MS: '50',
  })
  customer = await ctx.login('customer')
  admin = await ctx.login('admin')
  partIds = await pricedParts(ctx, customer, [['bracket', [40, 30, 20]]])
}, 180_000)
afterEach(async () => {
  await ctx.db.delete(webhookEndpoints)
  await Promise.all(receivers.splice(0).map((r) => r.stop()))
})
afterAll(() => ctx.close())

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function receiver(port = 0) {
  const r = new Receiver()
  receivers.push(r)
  return { r, port: await r.start(port) }
}

async function register(url: string, events: string[] = ALL, secret = SECRET) {
  const res = await call(ctx, admin, 'POST', '/api/admin/webhooks', { name: 'ERP', url, secret, events })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data as { id: number; secretHint: string }
}

async function newOrder(): Promise<{ id: number; number: string }> {
  const res = await call(ctx, customer, 'POST', '/api/quote-order/create', { partIds })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data
}

async function move(token: string, id: number, action: string) {
  const [order] = await ctx.db.select().from(quoteOrders).where(eq(quoteOrders.id, id))
  const res = await call(ctx, token, 'POST', `/api/quote-order/${id}/move`, { action, version: order!.version })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

async function deliveries(endpointId: number) {
  const res = await call(ctx, admin, 'GET', `/api/admin/webhooks/deliveries?endpointId=${endpointId}&pageSize=100`)
  return res.body.data.rows as {
    id: number
    eventId: string
    eventType: string
    status: string
    attempts: number
    lastStatus: number | null
    lastResponse: string
  }[]
}

/** Lets the queue run until `done` holds (each pass waits for what it claimed to finish). */
async function until(done: () => Promise<boolean>, apps: FastifyInstance[] = [ctx.app]) {
  for (let i = 0; i < 300; i++) {
    await Promise.all(apps.map((app) => app.jobsIdle()))
    if (await done()) return
    await sleep(20)
  }
  throw new Error('the queue never got there')
}

describe('endpoints', () => {
  it('keeps the secret to itself, accepts only http(s) addresses and audits each change', async () => {
    const bad = await call(ctx, admin, 'POST', '/api/admin/webhooks', {
      name: 'x',
      url: 'ftp://127.0.0.1/hook',
      secret: SECRET,
      events: ALL,
    })
    expect(bad.status).toBe(400)
    const noSecret = await call(ctx, admin, 'POST', '/api/admin/webhooks', {
      name: 'x',
      url: 'http://127.0.0.1/hook',
      events: ALL,
    })
    expect(noSecret.status).toBe(400)
    const short = await call(ctx, admin, 'POST', '/api/admin/webhooks', {
      name: 'x',
      url: 'http://127.0.0.1/hook',
      secret: 'short',
      events: ALL,
    })
    expect(short.status).toBe(400)

    const created = await register('http://127.0.0.1:9/hook')
    expect(created.secretHint).toBe('••••6789')
    const list = await call(ctx, admin, 'GET', '/api/admin/webhooks')
    expect(list.res.body).not.toContain(SECRET)
    const edited = await call(ctx, admin, 'PUT', `/api/admin/webhooks/${created.id}`, {
      name: 'ERP renamed',
      url: 'https://erp.invalid/hook',
      secret: '',
      events: ['quoteOrder.ordered'],
    })
    expect(edited.body.data).toMatchObject({
      name: 'ERP renamed',
      secretHint: '••••6789',
      events: ['quoteOrder.ordered'],
    })
    const [stored] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.id))
    expect(stored!.secret).toBe(SECRET)
    const audited = await ctx.db.select().from(auditLogs).where(eq(auditLogs.targetType, 'webhook'))
    expect(audited.map((a) => a.action)).toEqual(expect.arrayContaining(['webhook.create', 'webhook.edit']))
    expect(JSON.stringify(audited)).not.toContain(SECRET)
  })
})

describe('delivery', () => {
  it('sends each order move once, signed, with its event id', async () => {
    const { r, port } = await receiver()
    const endpoint = await register(`http://127.0.0.1:${port}/erp`)
    const order = await newOrder()
    await move(customer, order.id, 'submit')
    await move(admin, order.id, 'quote')
    await move(customer, order.id, 'accept')
    await move(customer, order.id, 'order')
    await until(async () => (await deliveries(endpoint.id)).every((d) => d.status === 'delivered'))

    expect(r.received).toHaveLength(4)
    expect(r.events().map((e) => e.type)).toEqual(ALL)
    for (const req of r.received) {
      expect(validSignature(req, SECRET)).toBe(true)
      expect(req.path).toBe('/erp')
      expect(req.headers['content-type']).toMatch(/^application\/json/)
      expect(req.headers['x-quote-event-id']).toBe(JSON.parse(req.body).id)
      expect(Math.abs(Number(req.headers['x-quote-timestamp']) - Date.now() / 1000)).toBeLessThan(60)
    }
    expect(new Set(r.events().map((e) => e.id)).size).toBe(4)
    expect(r.events().map((e) => e.data.status)).toEqual(['submitted', 'quoted', 'accepted', 'ordered'])
    expect(r.events()[0]!.data).toMatchObject({
      orderId: order.id,
      number: order.number,
      customer: { username: 'customer' },
      lines: [expect.objectContaining({ partName: 'bracket' })],
    })
    expect(validSignature(r.received[0]!, 'another-secret-of-the-same-size')).toBe(false)
    const log = await deliveries(endpoint.id)
    expect(log.map((d) => [d.status, d.attempts, d.lastStatus])).toEqual(Array(4).fill(['delivered', 1, 200]))
  })

  it('a receiver that is down gets the event once it is back', async () => {
    const port = await freePort()
    const endpoint = await register(`http://127.0.0.1:${port}/erp`)
    const order = await newOrder()
    await move(customer, order.id, 'submit')
    // Refused twice: still waiting, with the reason in the log.
    await until(async () => ((await deliveries(endpoint.id))[0]?.attempts ?? 0) >= 2)
    const [waiting] = await deliveries(endpoint.id)
    expect(waiting).toMatchObject({ status: 'pending', lastStatus: null })
    expect(waiting!.lastResponse).toMatch(/ECONNREFUSED/)

    const { r } = await receiver(port)
    await until(async () => (await deliveries(endpoint.id))[0]!.status === 'delivered')
    expect(r.received).toHaveLength(1)
    expect(validSignature(r.received[0]!, SECRET)).toBe(true)
    expect(r.events()[0]).toMatchObject({ id: waiting!.eventId, type: 'quoteOrder.submitted' })
    expect((await deliveries(endpoint.id))[0]).toMatchObject({ lastStatus: 200, lastResponse: 'thanks' })
  })

  it('gives up after the last retry; a replay sends the same event again', async () => {
    const { r, port } = await receiver()
    r.status = 503
    const endpoint = await register(`http://127.0.0.1:${port}/erp`)
    await move(customer, (await newOrder()).id, 'submit')
    await until(async () => (await deliveries(endpoint.id))[0]?.status === 'failed')
    const [failed] = await deliveries(endpoint.id)
    expect(failed).toMatchObject({ attempts: 6, lastStatus: 503, lastResponse: 'not now' })
    expect(r.received).toHaveLength(6)

    r.status = 200
    const replayed = await call(ctx, admin, 'POST', `/api/admin/webhooks/deliveries/${failed!.id}/replay`)
    expect(replayed.body.data).toMatchObject({ status: 'pending', attempts: 0 })
    await until(async () => (await deliveries(endpoint.id))[0]!.status === 'delivered')
    expect(r.received).toHaveLength(7)
    expect(r.received[6]!.body).toBe(r.received[0]!.body)
    expect(r.events()[6]!.id).toBe(failed!.eventId)
    expect((await deliveries(endpoint.id))[0]).toMatchObject({ attempts: 1, lastStatus: 200 })

    // A delivered event can be sent again too (the receiver deduplicates by its id).
    await call(ctx, admin, 'POST', `/api/admin/webhooks/deliveries/${failed!.id}/replay`)
    await until(async () => (await deliveries(endpoint.id))[0]!.status === 'delivered')
    expect(r.received).toHaveLength(8)
    expect(r.events()[7]!.id).toBe(failed!.eventId)
  })

  it('writes the event in the change’s transaction: a change that rolls back sends nothing', async () => {
    const { r, port } = await receiver()
    const endpoint = await register(`http://127.0.0.1:${port}/erp`)
    const { id } = await newOrder()
    const [order] = await ctx.db.select().from(quoteOrders).where(eq(quoteOrders.id, id))
    const events = async () => (await ctx.db.select({ n: count() }).from(webhookEvents))[0]!.n
    const before = await events()
    let queuedInside = 0
    await expect(
      ctx.db.transaction(async (tx) => {
        await commitChange(
          tx,
          order!,
          order!.version,
          { status: 'submitted' },
          { action: 'submit', from: 'draft', to: 'submitted', actor: { kind: 'customer', name: 'customer' } as never },
          new Date(),
        )
        queuedInside = (await tx.select({ n: count() }).from(webhookDeliveries))[0]!.n
        throw new Error('a later step of the change failed')
      }),
    ).rejects.toThrow('a later step')
    expect(queuedInside).toBeGreaterThan(0)
    expect(await events()).toBe(before)
    // A refused move (stale version) writes nothing either.
    const stale = await call(ctx, customer, 'POST', `/api/quote-order/${id}/move`, { action: 'submit', version: 99 })
    expect(stale.status).toBe(409)
    await sleep(100)
    await ctx.app.jobsIdle()
    expect(r.received).toEqual([])
    expect(await deliveries(endpoint.id)).toEqual([])
    expect((await ctx.db.select().from(quoteOrders).where(eq(quoteOrders.id, id)))[0]!.status).toBe('draft')
  })

  it('several processes on one database deliver every event exactly once', async () => {
    const { r, port } = await receiver()
    for (const path of ['a', 'b', 'c']) await register(`http://127.0.0.1:${port}/${path}`)
    const other = await buildApp({ config: { ...ctx.config, jobSlots: 3 }, database: ctx.database })
    try {
      for (let i = 0; i < 8; i++) await ctx.db.transaction((tx) => emitEvent(tx, 'quoteOrder.submitted', { seq: i }))
      await until(async () => r.received.length >= 24, [ctx.app, other])
      await sleep(200)
      await Promise.all([ctx.app.jobsIdle(), other.jobsIdle()])
    } finally {
      await other.close()
    }
    expect(r.received).toHaveLength(24)
    const pairs = new Set(r.received.map((req) => `${req.path} ${JSON.parse(req.body).id}`))
    expect(pairs.size).toBe(24)
    const rows = await ctx.db.select().from(webhookDeliveries)
    expect(rows.every((d) => d.status === 'delivered' && d.attempts === 1)).toBe(true)
  })

  it('sends a dispatched process route to the endpoints subscribed to it, and nothing else to them', async () => {
    const { r, port } = await receiver()
    await register(`http://127.0.0.1:${port}/routes`, ['processRoute.dispatched'])
    await move(customer, (await newOrder()).id, 'submit')
    const created = await createRecord(ctx, customer, [fieldPart('quantity', '20'), MODEL(), DRAWING()])
    const planned = await waitPlanned(ctx, customer, created.json().data.id)
    expect((await signOff(ctx, admin, planned.id, planned.route.version)).statusCode).toBe(200)
    const res = await call(
      ctx,
      customer,
      'POST',
      `/api/auto-process-chat-record/update-dispatch-id/${planned.id}?dispatchId=XF-2026-07`,
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    await until(async () => r.received.length >= 1)
    await sleep(100)
    await ctx.app.jobsIdle()
    expect(r.events()).toEqual([
      expect.objectContaining({
        type: 'processRoute.dispatched',
        data: expect.objectContaining({
          recordId: planned.id,
          dispatchId: 'XF-2026-07',
          version: planned.route.version,
        }),
      }),
    ])
    expect(validSignature(r.received[0]!, SECRET)).toBe(true)
  }, 120_000)
})

describe('staff tools', () => {
  it('test-send answers what the receiver said; a disabled endpoint is skipped by new events', async () => {
    const { r, port } = await receiver()
    const endpoint = await register(`http://127.0.0.1:${port}/erp`)
    const tested = await call(ctx, admin, 'POST', `/api/admin/webhooks/${endpoint.id}/test`)
    expect(tested.body.data).toMatchObject({ eventType: 'webhook.test', status: 'delivered', lastStatus: 200 })
    expect(r.events()).toEqual([expect.objectContaining({ type: 'webhook.test' })])
    expect(validSignature(r.received[0]!, SECRET)).toBe(true)

    const off = await call(ctx, admin, 'PUT', `/api/admin/webhooks/${endpoint.id}/status`, { status: 0 })
    expect(off.body.data.status).toBe(0)
    await move(customer, (await newOrder()).id, 'submit')
    await sleep(100)
    await ctx.app.jobsIdle()
    expect(r.received).toHaveLength(1)

    const down = await register(`http://127.0.0.1:${await freePort()}/erp`)
    const failed = await call(ctx, admin, 'POST', `/api/admin/webhooks/${down.id}/test`)
    expect(failed.body.data).toMatchObject({ status: 'failed', lastStatus: null, attempts: 1 })
    expect(failed.body.data.lastResponse).toMatch(/ECONNREFUSED/)
  })
})
