import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { users } from '../../server/db/schema.ts'
import { currentUser } from '../../contract/account.ts'
import { EpochReader } from '../../server/services/session-cache/epoch-reader.ts'
import { caller, data, roleRoutesOf, setGrant, type Call } from './helpers/admin.ts'
import { createTestContext, PASSWORD, type TestContext } from './helpers/context.ts'

// Sessions and get-current-user-info are served from memory, yet every
// invalidating write applies to the very next request — in the process that made it (`ctx.app`)
// and in a second process on the same database (`other`, a second app with its own cache).

let ctx: TestContext
let other: FastifyInstance
let asSuper: Call
const ids: Record<string, number> = {}

beforeAll(async () => {
  ctx = await createTestContext()
  other = await buildApp({
    config: ctx.config,
    database: {
      db: ctx.db,
      kind: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      migrate: async () => {},
      close: async () => {},
    },
  })
  await other.ready()
  asSuper = caller(ctx, await ctx.login('admin'))
  for (const u of data(await asSuper('GET', '/api/admin/users?pageSize=100')).rows) ids[u.username] = u.id
})
afterAll(async () => {
  await other.close()
  await ctx.close()
})

/** get-current-user-info on the first (`ctx.app`) or the second process. */
const me = (token: string, app: FastifyInstance = ctx.app) =>
  app.inject({ method: 'GET', url: '/api/account/get-current-user-info', headers: ctx.auth(token) })
const onBoth = async (token: string) => [(await me(token)).statusCode, (await me(token, other)).statusCode]
/** Asks twice on each process, so the answers below come from warm caches. */
async function warm(token: string) {
  for (let i = 0; i < 2; i++) expect(await onBoth(token)).toEqual([200, 200])
}
const post = (token: string, url: string, payload?: object) =>
  ctx.request({ method: 'POST', url, headers: ctx.auth(token), ...(payload ? { payload } : {}) })

describe('the session cache', () => {
  it('serves every caller their own info, on both processes, under concurrency', async () => {
    const names = ['customer', 'acme', 'acme-buyer', 'auditor']
    const tokens = await Promise.all(names.map((n) => ctx.login(n)))
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => me(tokens[i % 4]!, i % 3 ? ctx.app : other).then((r) => [i % 4, r])),
    )
    for (const [who, res] of answers as [number, Awaited<ReturnType<typeof me>>][]) {
      expect(res.json().data.userInfo.username).toBe(names[who])
    }
  })

  it('answers an envelope the contract accepts, in the caller’s language, the same again from the cache', async () => {
    const token = await ctx.login('auditor')
    for (const lang of ['zh-CN', 'en']) {
      const ask = () =>
        ctx.app.inject({
          method: 'GET',
          url: '/api/account/get-current-user-info',
          headers: { ...ctx.auth(token), 'accept-language': lang },
        })
      const [first, cached] = [await ask(), await ask()]
      expect(cached.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(cached.body).toBe(first.body)
      const body = cached.json()
      expect(Object.keys(body)).toEqual(['success', 'code', 'msg', 'data', 'extraInfo'])
      expect(body).toMatchObject({ success: true, code: 200, msg: lang === 'en' ? 'OK' : '操作成功', extraInfo: null })
      expect(currentUser.parse(body.data)).toEqual(body.data)
      expect(body.data.userInfo.username).toBe('auditor')
    }
  })

  it('ends a session at logout for the next request on either process', async () => {
    const token = await ctx.login('customer')
    await warm(token)
    expect((await post(token, '/api/account/logout')).statusCode).toBe(200)
    expect(await onBoth(token)).toEqual([401, 401])
  })

  it('ends the other sessions at a password change, keeping the one that changed it', async () => {
    const kept = await ctx.login('auditor')
    const elsewhere = await ctx.login('auditor')
    await warm(elsewhere)
    await warm(kept)
    const changed = await post(kept, '/api/account/change-password', {
      oldPassword: PASSWORD,
      newPassword: 'Other2026pw',
    })
    expect(changed.statusCode).toBe(200)
    expect(await onBoth(elsewhere)).toEqual([401, 401])
    expect(await onBoth(kept)).toEqual([200, 200])
    await post(kept, '/api/account/change-password', { oldPassword: 'Other2026pw', newPassword: PASSWORD })
  })

  it('stops a disabled account at once, and an admin password reset ends its sessions', async () => {
    const token = await ctx.login('acme-engineer')
    await warm(token)
    data(await asSuper('PUT', `/api/admin/users/${ids['acme-engineer']}/status`, { status: 0 }))
    expect(await onBoth(token)).toEqual([401, 401])
    data(await asSuper('PUT', `/api/admin/users/${ids['acme-engineer']}/status`, { status: 1 }))
    const again = await ctx.login('acme-engineer')
    await warm(again)
    data(await asSuper('POST', `/api/admin/users/${ids['acme-engineer']}/reset-password`, { delivery: 'show' }))
    expect(await onBoth(again)).toEqual([401, 401])
  })

  it('applies a role change to the guard and the user info, and a disabled role’s menus, on the next request', async () => {
    const roles = data(await asSuper('GET', '/api/admin/roles?pageSize=100')).rows as { id: number; code: string }[]
    const roleId = (code: string) => roles.find((r) => r.code === code)!.id
    const userList = (token: string) =>
      other.inject({ method: 'GET', url: '/api/admin/users', headers: ctx.auth(token) }).then((r) => r.statusCode)
    const before = await ctx.login('auditor')
    await warm(before)
    expect(await userList(before)).toBe(403)
    data(await asSuper('PUT', `/api/admin/users/${ids.auditor}`, { roleId: roleId('Administrator') }))
    try {
      // A new role ends the account's sessions; its next login has the new role everywhere.
      expect(await onBoth(before)).toEqual([401, 401])
      const after = await ctx.login('auditor')
      expect(await userList(after)).toBe(200)
      expect(data(await me(after, other)).role).toBe('Administrator')
    } finally {
      data(await asSuper('PUT', `/api/admin/users/${ids.auditor}`, { roleId: roleId('Auditor') }))
    }

    const token = await ctx.login('auditor')
    await warm(token)
    expect(data(await me(token, other)).roleRouters.length).toBeGreaterThan(0)
    data(await asSuper('PUT', `/api/admin/roles/${roleId('Auditor')}/status`, { status: 0 }))
    try {
      expect(data(await me(token, other)).roleRouters).toEqual([])
    } finally {
      data(await asSuper('PUT', `/api/admin/roles/${roleId('Auditor')}/status`, { status: 1 }))
    }
    expect(data(await me(token, other)).roleRouters.length).toBeGreaterThan(0)
  })

  it('shows a grant change in the route tree on the next request', async () => {
    const token = await ctx.login('customer')
    const asCustomerElsewhere: Call = (method, url) => other.inject({ method, url, headers: ctx.auth(token) })
    const path = '/quote-order/products'
    const granted = (await roleRoutesOf(asCustomerElsewhere)).get(path)?.meta.permission
    expect(granted).toContain('add')
    data(await setGrant(asSuper, 'Customer', path, ['view']))
    try {
      expect((await roleRoutesOf(asCustomerElsewhere)).get(path)?.meta.permission).toEqual(['view'])
    } finally {
      data(await setGrant(asSuper, 'Customer', path, granted!))
    }
    expect((await roleRoutesOf(asCustomerElsewhere)).get(path)?.meta.permission).toEqual(granted)
  })

  it('ends a sub-account session with its main account’s logout, and stops it while the main account is disabled', async () => {
    const switchToBuyer = async (parent: string) =>
      data(await post(parent, '/api/account/sub-user-login', { subUserId: ids['acme-buyer'], rememberMe: false }))
        .token as string
    const parent = await ctx.login('acme')
    const opened = await switchToBuyer(parent)
    await warm(opened)
    await post(parent, '/api/account/logout')
    expect(await onBoth(opened)).toEqual([401, 401])

    const own = await ctx.login('acme-buyer')
    await warm(own)
    // Written straight to the database, as another process or an operator would.
    await ctx.db.update(users).set({ status: 0 }).where(eq(users.username, 'acme'))
    try {
      expect(await onBoth(own)).toEqual([401, 401])
    } finally {
      await ctx.db.update(users).set({ status: 1 }).where(eq(users.username, 'acme'))
    }
    expect(await onBoth(own)).toEqual([200, 200])
  })

  it('shows a profile edit made on one process in the other’s user info', async () => {
    const token = await ctx.login('customer')
    await warm(token)
    const edit = await ctx.request({
      method: 'POST',
      url: '/api/account/update-user-info',
      headers: ctx.auth(token),
      payload: { nickName: '新昵称' },
    })
    expect(edit.statusCode).toBe(200)
    expect(data(await me(token, other)).userInfo.nickName).toBe('新昵称')
  })
})

describe('reading the epoch', () => {
  /** A read the test finishes by hand, counting how many were started. */
  function manualReads() {
    const pending: ((v: number) => void)[] = []
    const reader = new EpochReader(() => new Promise<number>((resolve) => pending.push(resolve)))
    return { reader, pending }
  }

  it('never answers a caller with a read that began before it asked, and shares the next read', async () => {
    const { reader, pending } = manualReads()
    const first = reader.fresh()
    const later = [reader.fresh(), reader.fresh(), reader.fresh()]
    expect(pending).toHaveLength(1)
    pending[0]!(1) // the version before a write the later callers must see
    expect(await first).toBe(1)
    await Promise.resolve()
    expect(pending).toHaveLength(2)
    pending[1]!(2)
    expect(await Promise.all(later)).toEqual([2, 2, 2])
  })

  it('passes a failed read to its callers and recovers on the next one', async () => {
    let fail = true
    const reader = new EpochReader(async () => {
      if (fail) throw new Error('database gone')
      return 7
    })
    await expect(reader.fresh()).rejects.toThrow('database gone')
    fail = false
    expect(await reader.fresh()).toBe(7)
  })
})
