import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../server/db/schema.ts'
import { sha256 } from '../../server/lib/tokens.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'

// A sub-account's token kept working after its company main account logged
// out or was disabled. A session the main account opened for a sub-account ends with the main
// account's session; every sub-account session stops while the main account is disabled.

let ctx: TestContext
let buyerId: number

beforeAll(async () => {
  ctx = await createTestContext()
  const [buyer] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'acme-buyer'))
  buyerId = buyer!.id
})
afterAll(() => ctx.close())

const me = (token: string) =>
  ctx.request({ method: 'GET', url: '/api/account/get-current-user-info', headers: ctx.auth(token) })

async function switchToBuyer(parentToken: string, rememberMe = false) {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/account/sub-user-login',
    headers: ctx.auth(parentToken),
    payload: { subUserId: buyerId, rememberMe },
  })
  expect(res.statusCode).toBe(200)
  return res.json().data as { token: string; expiresAt: string }
}

describe('sessions a main account opens for its sub-accounts', () => {
  it('end when the main account logs out', async () => {
    const parent = await ctx.login('acme')
    const sub = await switchToBuyer(parent)
    expect((await me(sub.token)).json().data.userInfo.username).toBe('acme-buyer')
    const out = await ctx.request({ method: 'POST', url: '/api/account/logout', headers: ctx.auth(parent) })
    expect(out.statusCode).toBe(200)
    expect((await me(sub.token)).statusCode).toBe(401)
  })

  it('never outlive the session they came from, even with “remember me”', async () => {
    const parent = await ctx.login('acme')
    const sub = await switchToBuyer(parent, true)
    const [subRow] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(sub.token)))
    const [parentRow] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(parent)))
    expect(subRow!.parentSessionId).toBe(parentRow!.id)
    expect(new Date(sub.expiresAt).getTime()).toBe(parentRow!.expiresAt.getTime())
  })

  it('leave another session of the main account, and the sub-account’s own login, alone', async () => {
    const laptop = await ctx.login('acme')
    const phone = await ctx.login('acme')
    const fromLaptop = await switchToBuyer(laptop)
    const own = await ctx.login('acme-buyer')
    await ctx.request({ method: 'POST', url: '/api/account/logout', headers: ctx.auth(phone) })
    expect((await me(fromLaptop.token)).statusCode).toBe(200)
    expect((await me(own)).statusCode).toBe(200)
  })
})

describe('a disabled main account', () => {
  it('stops every session of its sub-accounts, and they work again once it is enabled', async () => {
    const parent = await ctx.login('acme')
    const opened = await switchToBuyer(parent)
    const own = await ctx.login('acme-buyer')
    await ctx.db.update(users).set({ status: 0 }).where(eq(users.username, 'acme'))
    try {
      expect((await me(opened.token)).statusCode).toBe(401)
      expect((await me(own)).statusCode).toBe(401)
      // A company that is not disabled keeps working.
      expect((await me(await ctx.login('customer'))).statusCode).toBe(200)
    } finally {
      await ctx.db.update(users).set({ status: 1 }).where(eq(users.username, 'acme'))
    }
    expect((await me(own)).statusCode).toBe(200)
  })
})
