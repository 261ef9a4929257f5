import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { roles, users } from '../../server/db/schema.ts'
import { caller, data, type Call } from './helpers/admin.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'

// A company's sub-accounts hold their main account's role on every write path, so switching into
// a sub-account (sub-user-login) never gives a customer a staff session.

let ctx: TestContext
let asSuper: Call
let asAdmin: Call
let buyerId: number
let acmeId: number
let auditorRole: number
let customerRole: number

const idOf = async (username: string) =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id
const roleIdOf = async (code: string) =>
  (await ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.code, code)))[0]!.id

beforeAll(async () => {
  ctx = await createTestContext()
  asSuper = caller(ctx, await ctx.login('admin'))
  asAdmin = caller(ctx, await ctx.login('subadmin'))
  buyerId = await idOf('acme-buyer')
  acmeId = await idOf('acme')
  auditorRole = await roleIdOf('Auditor')
  customerRole = await roleIdOf('Customer')
})
afterAll(() => ctx.close())

async function switchToBuyer() {
  return ctx.request({
    method: 'POST',
    url: '/api/account/sub-user-login',
    headers: ctx.auth(await ctx.login('acme')),
    payload: { subUserId: buyerId },
  })
}

describe('sub-account roles', () => {
  it('refuses giving a sub-account another role than its main account’s, on create and on edit', async () => {
    for (const call of [asSuper, asAdmin]) {
      const res = await call('PUT', `/api/admin/users/${buyerId}`, { roleId: auditorRole })
      expect(res.statusCode).toBe(400)
      expect(res.json().msg).toBe('子账号的角色必须与企业主账号相同')
    }
    const created = await asSuper('POST', '/api/admin/users', {
      username: 'acme-spy',
      password: 'Matrix2026pw',
      realName: 'spy',
      roleId: auditorRole,
      parentUserId: acmeId,
    })
    expect(created.statusCode).toBe(400)
    expect(created.json().msg).toBe('子账号的角色必须与企业主账号相同')
    const session = await switchToBuyer()
    expect(session.statusCode).toBe(200)
    expect(session.json().data.userInfo.role).toBe('Customer')
  })

  it('refuses changing the role of a main account that has sub-accounts', async () => {
    const res = await asSuper('PUT', `/api/admin/users/${acmeId}`, { roleId: auditorRole })
    expect(res.statusCode).toBe(409)
    expect(res.json().msg).toContain('子账号')
    expect(data(await asSuper('GET', `/api/admin/users/${acmeId}`)).role).toBe('Customer')
  })

  it('never switches into a sub-account holding another role, and staff can set it back', async () => {
    // A sub-account given the Auditor role before the rule existed.
    await ctx.db.update(users).set({ roleId: auditorRole }).where(eq(users.id, buyerId))
    const refused = await switchToBuyer()
    expect(refused.statusCode).toBe(403)
    expect(refused.json().msg).toBe('子账号的角色必须与企业主账号相同')

    // Customer is assignable to no one else, but it is this sub-account's company role.
    expect(data(await asAdmin('PUT', `/api/admin/users/${buyerId}`, { roleId: customerRole })).role).toBe('Customer')
    const session = await switchToBuyer()
    expect(session.statusCode).toBe(200)
    expect(session.json().data.userInfo.role).toBe('Customer')
  })
})
