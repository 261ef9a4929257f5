import { eq } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { loginFailures } from '../../server/db/schema.ts'
import { lockMs } from '../../server/services/login-throttle.ts'
import { createTestContext, PASSWORD, type TestContext } from './helpers/context.ts'

// The five routes that try a password, a code or an account name share one
// per-IP budget (each used to count on its own: 50 tries a minute instead of 10), and wrong
// passwords lock the account name itself, whatever address they come from.

const LOGIN_ROUTES: [string, InjectOptions][] = [
  [
    'login',
    {
      method: 'POST',
      url: '/api/account/v2/login',
      payload: { username: 'customer', password: 'Wrong-pass1', captchaKey: 'x', captchaCode: 'ABCD' },
    },
  ],
  [
    'login-phone',
    { method: 'POST', url: '/api/account/v2/login-phone', payload: { phoneNumber: '13800000001', smsCode: '000000' } },
  ],
  ['is-registered', { method: 'POST', url: '/api/account/is-registered?username=acme' }],
  [
    'forgot-password',
    {
      method: 'POST',
      url: '/api/account/v2/forgot-password',
      payload: { phoneNumber: '13800000001', smsCode: '000000', newPassword: 'Abcdefg123' },
    },
  ],
  [
    'register',
    {
      method: 'POST',
      url: '/api/account/v3/register',
      payload: { username: 'x1y2z3', password: 'Abcdefg123', phoneNumber: '13600000001', smsCode: '000000' },
    },
  ],
]

describe('one per-IP budget for the login routes', () => {
  it('counts every login route against the same budget', async () => {
    const limited = await createTestContext({ QUOTE_LOGIN_RATE_MAX: '4' })
    try {
      const statuses: string[] = []
      for (const [name, opts] of LOGIN_ROUTES) statuses.push(`${name} ${(await limited.request(opts)).statusCode}`)
      expect(statuses.at(-1)).toBe('register 429')
      expect(statuses.slice(0, 4).every((s) => !s.endsWith('429'))).toBe(true)
      // Another address has its own budget; the captcha image has a budget of its own.
      expect((await limited.request({ ...LOGIN_ROUTES[2]![1], remoteAddress: '10.9.9.9' })).statusCode).not.toBe(429)
      expect((await limited.request({ method: 'GET', url: '/api/account/get-sms-image' })).statusCode).toBe(200)
    } finally {
      await limited.close()
    }
  })

  it('is off with QUOTE_LOGIN_RATE_MAX=0 (e2e and the benchmark)', async () => {
    const open = await createTestContext({ QUOTE_LOGIN_RATE_MAX: '0' })
    try {
      for (let i = 0; i < 4; i++)
        for (const [, opts] of LOGIN_ROUTES) expect((await open.request(opts)).statusCode).not.toBe(429)
    } finally {
      await open.close()
    }
  })
})

describe('the per-account lock on wrong passwords', () => {
  let ctx: TestContext
  let other: FastifyInstance
  let ip = 0

  beforeAll(async () => {
    ctx = await createTestContext({ QUOTE_LOGIN_LOCK_AFTER: '3' })
    // A second API process on the same database.
    const database = { db: ctx.db, kind: 'pglite' as const, migrate: async () => {}, close: async () => {} }
    other = await buildApp({ config: ctx.config, database })
  })
  afterAll(async () => {
    await other?.close()
    await ctx?.close()
  })

  /** A login from a new address each time, as an attacker rotating IPs would send it. */
  async function attempt(username: string, password: string, app: Pick<FastifyInstance, 'inject'> = ctx.app) {
    const { key, code } = await ctx.captcha()
    const res = await app.inject({
      method: 'POST',
      url: '/api/account/v2/login',
      remoteAddress: `10.0.${++ip >> 8}.${ip & 255}`,
      headers: { 'accept-language': 'en' },
      payload: { username, password, captchaKey: key, captchaCode: code },
    })
    return { status: res.statusCode, msg: res.json().msg as string }
  }

  it('locks a name after 3 wrong passwords from 3 addresses, even for the right password and on another process', async () => {
    for (let i = 0; i < 3; i++) expect(await attempt('customer', 'Wrong-pass1')).toMatchObject({ status: 400 })
    const locked = await attempt('Customer', PASSWORD, other)
    expect(locked.status).toBe(429)
    expect(locked.msg).toMatch(/^Too many wrong passwords for this account, please try again in (5\d|60) s$/)
  })

  it('lets the right password in once the lock has passed, and clears the count', async () => {
    await ctx.db
      .update(loginFailures)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginFailures.name, 'customer'))
    expect(await attempt('customer', PASSWORD)).toMatchObject({ status: 200 })
    expect(await ctx.db.select().from(loginFailures).where(eq(loginFailures.name, 'customer'))).toEqual([])
  })

  it('locks longer after each further wrong password', async () => {
    for (let i = 0; i < 3; i++) await attempt('acme', 'Wrong-pass1')
    await ctx.db
      .update(loginFailures)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginFailures.name, 'acme'))
    expect(await attempt('acme', 'Wrong-pass1')).toMatchObject({ status: 400 })
    expect((await attempt('acme', PASSWORD)).msg).toMatch(/try again in (11\d|120) s$/)
  })

  it('locks a name nobody has, with the same answer, so the lock reveals nothing', async () => {
    for (let i = 0; i < 3; i++)
      expect(await attempt('nobody-here', 'Wrong-pass1')).toMatchObject({
        status: 400,
        msg: 'Incorrect username or password',
      })
    expect((await attempt('nobody-here', 'Wrong-pass1')).msg).toMatch(/^Too many wrong passwords for this account/)
  })

  it('grows from 1 to at most 15 minutes', () => {
    expect([2, 3, 4, 5, 6, 7, 20].map((n) => lockMs(n, 3) / 60_000)).toEqual([0, 1, 2, 4, 8, 15, 15])
    expect(lockMs(100, 0)).toBe(0)
  })
})
