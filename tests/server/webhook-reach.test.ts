import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webhookEndpoints } from '../../server/db/schema.ts'
import type { Resolver } from '../../server/services/webhooks/pinned-post.ts'
import { refusedAddress, refusedHost } from '../../server/services/webhooks/reach.ts'
import { sendEvent } from '../../server/services/webhooks/send.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { call } from './helpers/quote-orders.ts'
import { Receiver } from './helpers/webhook-receiver.ts'

// Where the server refuses to post a webhook: never to link-local, unspecified, multicast or the
// cloud metadata addresses; to this machine itself only where the configuration allows it (on in
// development and tests, off in production); the shop's own network stays reachable for its ERP.

describe('the addresses a webhook may reach', () => {
  it.each([
    ['169.254.169.254', 'reserved'],
    ['100.100.100.200', 'reserved'],
    ['0.0.0.0', 'reserved'],
    ['224.0.0.251', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['fe80::1', 'reserved'],
    ['::', 'reserved'],
    ['127.0.0.1', 'loopback'],
    ['127.1.2.3', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:169.254.169.254', 'reserved'],
    ['192.168.1.20', null],
    ['10.0.0.5', null],
    ['172.16.8.1', null],
    ['100.64.0.1', null],
    ['203.0.113.7', null],
    ['2001:db8::1', null],
  ])('%s is %s with the machine itself refused', (address, why) => {
    expect(refusedAddress(address, false)).toBe(why)
  })

  it('allows the machine itself where configured, never a reserved address', () => {
    expect(refusedAddress('127.0.0.1', true)).toBeNull()
    expect(refusedAddress('169.254.169.254', true)).toBe('reserved')
    expect(refusedHost('http://localhost:8080/hook', false)).toBe('loopback')
    expect(refusedHost('http://LOCALHOST/hook', true)).toBeNull()
    expect(refusedHost('http://[::1]:9/hook', false)).toBe('loopback')
    expect(refusedHost('http://[fe80::1]/hook', true)).toBe('reserved')
    expect(refusedHost('https://erp.example.com/hook', false)).toBeNull()
  })
})

describe('the address a webhook is posted to', () => {
  const event = { eventId: 'e1', type: 'quoteOrder.submitted', body: '{"id":"e1"}' }
  const secret = 'erp-shared-secret-0123456789'
  /** A DNS stand-in answering `address` for every name, counting the questions. */
  const answering = (address: string) => {
    const asked: string[] = []
    const resolve: Resolver = (hostname, callback) => {
      asked.push(hostname)
      callback(null, [{ address, family: address.includes(':') ? 6 : 4 }])
    }
    return { asked, resolve }
  }
  /** One send of the event to `url`, resolving names with `resolve`. */
  const send = (url: string, allowLoopback: boolean, resolve: Resolver) =>
    sendEvent({ url, secret }, event, AbortSignal.timeout(5000), allowLoopback, resolve)

  it('is the one its name was judged by: one lookup, judged and connected to', async () => {
    const r = new Receiver()
    const port = await r.start(0)
    try {
      // erp.example exists for no real DNS: the post arrives only through the judged answer.
      const dns = answering('127.0.0.1')
      const sent = await send(`http://erp.example:${port}/hook`, true, dns.resolve)
      expect(sent).toMatchObject({ ok: true, status: 200, excerpt: 'thanks' })
      expect(dns.asked).toEqual(['erp.example'])
      expect(r.received).toHaveLength(1)

      // The same answer, where the machine itself is off limits: refused before any connection.
      const refused = await send(`http://erp.example:${port}/hook`, false, dns.resolve)
      expect(refused).toMatchObject({ ok: false, status: null, excerpt: 'refused: 127.0.0.1 is a loopback address' })
      expect(r.received).toHaveLength(1)
    } finally {
      await r.stop()
    }
  })

  it('is never the metadata service, whatever name leads there', async () => {
    const dns = answering('169.254.169.254')
    const sent = await send('http://rebound.example/latest/meta-data', true, dns.resolve)
    expect(sent).toMatchObject({ ok: false, status: null, excerpt: 'refused: 169.254.169.254 is a reserved address' })
    const literal = await send('http://[fe80::1]/hook', true, dns.resolve)
    expect(literal.excerpt).toBe('refused: fe80::1 is a reserved address')
    expect(dns.asked).toEqual(['rebound.example'])
  })
})

describe('a server that may not post to itself', () => {
  let ctx: TestContext
  let admin: string
  beforeAll(async () => {
    ctx = await createTestContext({ QUOTE_WEBHOOK_LOOPBACK: '0' })
    admin = await ctx.login('admin')
  }, 120_000)
  afterAll(() => ctx.close())

  const create = (url: string) =>
    call(ctx, admin, 'POST', '/api/admin/webhooks', {
      name: 'ERP',
      url,
      secret: 'erp-shared-secret-0123456789',
      events: ['quoteOrder.submitted'],
    })

  it('refuses such an address when it is typed, saying why', async () => {
    const local = await create('http://127.0.0.1:8080/hook')
    expect(local.status).toBe(400)
    expect(local.body.msg).toContain('127.0.0.1')
    expect((await create('http://localhost/hook')).status).toBe(400)
    const metadata = await create('http://169.254.169.254/latest/meta-data')
    expect(metadata.status).toBe(400)
    expect(metadata.body.msg).toContain('元数据')
    expect((await create('http://192.168.1.20/erp')).status).toBe(200)
  })

  it('refuses at sending time a name that resolves to it, and the receiver hears nothing', async () => {
    const r = new Receiver()
    const port = await r.start(0)
    try {
      // Stored before the rule (or resolving elsewhere when saved): the send is what is judged.
      const [endpoint] = await ctx.db
        .insert(webhookEndpoints)
        .values({
          name: 'old',
          url: `http://localhost:${port}/erp`,
          secret: 'erp-shared-secret-0123456789',
          events: ['quoteOrder.submitted'],
          status: 1,
        })
        .returning()
      const tested = await call(ctx, admin, 'POST', `/api/admin/webhooks/${endpoint!.id}/test`)
      expect(tested.body.data).toMatchObject({ status: 'failed', lastStatus: null })
      expect(tested.body.data.lastResponse).toMatch(/refused: .* loopback/)
      expect(r.received).toHaveLength(0)
    } finally {
      await r.stop()
    }
  })
})
