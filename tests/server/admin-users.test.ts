import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatRecords, users } from '../../server/db/schema.ts'
import { caller, data, setGrant, type Call } from './helpers/admin.ts'
import { createTestContext, PASSWORD, type TestContext } from './helpers/context.ts'

let ctx: TestContext
let asSuper: Call
let asAdmin: Call
let asAuditor: Call
const ids: Record<string, number> = {}
const NEW_PW = 'Fresh2026pw'

beforeAll(async () => {
  ctx = await createTestContext()
  asSuper = caller(ctx, await ctx.login('admin'))
  asAdmin = caller(ctx, await ctx.login('subadmin'))
  asAuditor = caller(ctx, await ctx.login('auditor'))
  for (const u of data(await asSuper('GET', '/api/admin/users?pageSize=100')).rows) ids[u.username] = u.id
})
afterAll(() => ctx.close())

const roleId = async (code: string) =>
  data(await asSuper('GET', '/api/admin/roles?pageSize=100')).rows.find((r: { code: string }) => r.code === code).id

describe('user list', () => {
  it('pages, searches username, name and phone literally, and filters by role, department and status', async () => {
    const page = data(await asSuper('GET', '/api/admin/users?pageIndex=1&pageSize=2'))
    expect(page).toMatchObject({ pageIndex: 1, pageSize: 2, hasPreviousPage: false, hasNextPage: true })
    expect(page.rows).toHaveLength(2)
    expect(page.totalCount).toBeGreaterThanOrEqual(7)
    const byPhone = data(await asSuper('GET', '/api/admin/users?keyword=13800000002'))
    expect(byPhone.rows.map((u: { username: string }) => u.username)).toEqual(['acme'])
    expect(data(await asSuper('GET', '/api/admin/users?keyword=%25')).totalCount).toBe(0)
    expect(data(await asSuper('GET', '/api/admin/users?keyword=acme_')).totalCount).toBe(0)
    const auditors = data(await asSuper('GET', `/api/admin/users?roleId=${await roleId('Auditor')}`))
    expect(auditors.rows.map((u: { username: string }) => u.username)).toEqual(['auditor'])
    expect(data(await asSuper('GET', '/api/admin/users?status=0')).totalCount).toBe(0)
  })

  it('is refused to roles without the user screen', async () => {
    const res = await asAuditor('GET', '/api/admin/users')
    expect(res.statusCode).toBe(403)
  })
})

describe('creating users', () => {
  it('offers the selectable roles, plus Administrator to a SuperAdministrator', async () => {
    const codes = async (call: Call) =>
      data(await call('GET', '/api/admin/users/options')).roles.map((r: { code: string }) => r.code)
    expect(await codes(asAdmin)).toEqual(['Auditor'])
    expect(await codes(asSuper)).toEqual(['Administrator', 'Auditor'])
  })

  it('creates a user in a department with the Auditor role, who can then log in', async () => {
    const dept = data(await asSuper('POST', '/api/admin/departments', { name: '报价部' }))
    const created = data(
      await asSuper('POST', '/api/admin/users', {
        username: 'pricer1',
        password: PASSWORD,
        realName: '王工',
        roleId: await roleId('Auditor'),
        departmentId: dept.id,
      }),
    )
    expect(created).toMatchObject({
      username: 'pricer1',
      role: 'Auditor',
      departmentId: dept.id,
      departmentName: '报价部',
      status: 1,
    })
    expect(created).not.toHaveProperty('passwordHash')
    expect(data(await asSuper('GET', `/api/admin/users?departmentId=${dept.id}`)).rows).toHaveLength(1)
    expect(await ctx.login('pricer1')).toBeTruthy()
  })

  it('lists under a department the users of the departments below it too', async () => {
    const top = data(await asSuper('POST', '/api/admin/departments', { name: '制造中心' }))
    const below = data(await asSuper('POST', '/api/admin/departments', { name: '数控车间', parentId: top.id }))
    const base = { password: PASSWORD, realName: '车间', roleId: await roleId('Auditor') }
    data(await asSuper('POST', '/api/admin/users', { ...base, username: 'shop1', departmentId: below.id }))
    data(await asSuper('POST', '/api/admin/users', { ...base, username: 'centre1', departmentId: top.id }))
    const names = async (id: number) =>
      data(await asSuper('GET', `/api/admin/users?departmentId=${id}`)).rows.map(
        (r: { username: string }) => r.username,
      )
    expect(await names(top.id)).toEqual(['shop1', 'centre1'])
    expect(await names(below.id)).toEqual(['shop1'])
  })

  it('refuses a role the caller may not assign, a taken username and a weak password', async () => {
    const base = { password: PASSWORD, realName: 'x' }
    expect(
      (await asAdmin('POST', '/api/admin/users', { ...base, username: 'boss2', roleId: await roleId('Administrator') }))
        .statusCode,
    ).toBe(403)
    expect(
      (
        await asAdmin('POST', '/api/admin/users', {
          ...base,
          username: 'boss3',
          roleId: await roleId('SuperAdministrator'),
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (await asSuper('POST', '/api/admin/users', { ...base, username: 'Auditor', roleId: await roleId('Auditor') }))
        .statusCode,
    ).toBe(409)
    expect(
      (
        await asSuper('POST', '/api/admin/users', {
          ...base,
          username: 'weakling',
          password: 'abcdefgh',
          roleId: await roleId('Auditor'),
        })
      ).statusCode,
    ).toBe(400)
    const made = await asSuper('POST', '/api/admin/users', {
      ...base,
      username: 'boss1',
      roleId: await roleId('Administrator'),
    })
    expect(data(made).role).toBe('Administrator')
  })
})

describe('lock-out and escalation guards', () => {
  it('keeps SuperAdministrators and Administrators out of an Administrator’s reach', async () => {
    const edit = await asAdmin('PUT', `/api/admin/users/${ids.admin}`, { realName: 'hacked' })
    expect(edit.statusCode).toBe(403)
    expect(edit.json().msg).toContain('系统管理员')
    expect((await asAdmin('PUT', `/api/admin/users/${ids.admin}/status`, { status: 0 })).statusCode).toBe(403)
    expect((await asAdmin('DELETE', `/api/admin/users/${ids.admin}`)).statusCode).toBe(403)
    expect((await asAdmin('POST', `/api/admin/users/${ids.admin}/reset-password`, {})).statusCode).toBe(403)
    // …and an Administrator cannot promote anyone to its own level.
    expect(
      (await asAdmin('PUT', `/api/admin/users/${ids.customer}`, { roleId: await roleId('Administrator') })).statusCode,
    ).toBe(403)
  })

  it('lets nobody disable, delete or re-role themself', async () => {
    expect((await asSuper('PUT', `/api/admin/users/${ids.admin}/status`, { status: 0 })).statusCode).toBe(403)
    expect((await asSuper('DELETE', `/api/admin/users/${ids.admin}`)).statusCode).toBe(403)
    expect(
      (await asSuper('PUT', `/api/admin/users/${ids.admin}`, { roleId: await roleId('Auditor') })).statusCode,
    ).toBe(403)
    expect((await asAdmin('DELETE', `/api/admin/users/${ids.subadmin}`)).statusCode).toBe(403)
    // The account still works.
    expect((await asSuper('GET', '/api/admin/users')).statusCode).toBe(200)
  })

  it('ends a disabled user’s sessions at once, and lets them back in when enabled', async () => {
    const token = await ctx.login('customer')
    const me = caller(ctx, token)
    expect((await me('GET', '/api/account/get-current-user-info')).statusCode).toBe(200)
    expect(data(await asAdmin('PUT', `/api/admin/users/${ids.customer}/status`, { status: 0 })).status).toBe(0)
    expect((await me('GET', '/api/account/get-current-user-info')).statusCode).toBe(401)
    await expect(ctx.login('customer')).rejects.toThrow()
    data(await asAdmin('PUT', `/api/admin/users/${ids.customer}/status`, { status: 1 }))
    expect(await ctx.login('customer')).toBeTruthy()
  })
})

describe('password reset and soft delete', () => {
  it('shows a new password once, or sends it by SMS; old sessions end', async () => {
    const token = await ctx.login('acme-buyer')
    const shown = data(
      await asAdmin('POST', `/api/admin/users/${ids['acme-buyer']}/reset-password`, { delivery: 'show' }),
    )
    expect(shown.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{12}$/)
    expect((await caller(ctx, token)('GET', '/api/account/get-current-user-info')).statusCode).toBe(401)
    expect(await ctx.login('acme-buyer', shown.password)).toBeTruthy()
    const sent = data(await asAdmin('POST', `/api/admin/users/${ids.acme}/reset-password`, { delivery: 'sms' }))
    expect(sent).toEqual({ password: null, sentTo: '138****0002' })
    expect(await ctx.login('acme', ctx.sms.at(-1)!.code)).toBeTruthy()
    expect(
      (await asAdmin('POST', `/api/admin/users/${ids['acme-engineer']}/reset-password`, { delivery: 'sms' }))
        .statusCode,
    ).toBe(400)
  })

  it('keeps a deleted user’s records while the account can no longer log in or be listed', async () => {
    const [record] = await ctx.db
      .insert(chatRecords)
      .values({ userId: ids['acme-engineer']!, name: 'kept' })
      .returning()
    data(await asAdmin('DELETE', `/api/admin/users/${ids['acme-engineer']}`))
    await expect(ctx.login('acme-engineer')).rejects.toThrow()
    expect(data(await asAdmin('GET', '/api/admin/users?keyword=acme-engineer')).totalCount).toBe(0)
    expect((await asAdmin('GET', `/api/admin/users/${ids['acme-engineer']}`)).statusCode).toBe(404)
    const [row] = await ctx.db.select().from(users).where(eq(users.id, ids['acme-engineer']!))
    expect(row!.deletedAt).not.toBeNull()
    expect((await ctx.db.select().from(chatRecords).where(eq(chatRecords.id, record!.id))).length).toBe(1)
  })
})

describe('action permissions held by the server', () => {
  it('refuses a delete to a role stripped of `delete` on the user screen, even called directly', async () => {
    const victim = data(
      await asSuper('POST', '/api/admin/users', {
        username: 'victim1',
        password: NEW_PW,
        realName: 'v',
        roleId: await roleId('Auditor'),
      }),
    )
    data(await setGrant(asSuper, 'Administrator', '/system/user', ['add', 'edit', 'view']))
    const refused = await asAdmin('DELETE', `/api/admin/users/${victim.id}`)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ success: false, code: 403 })
    expect(refused.json().msg).toContain('delete')
    expect((await asAdmin('PUT', `/api/admin/users/${victim.id}`, { realName: 'still editable' })).statusCode).toBe(200)
    data(await setGrant(asSuper, 'Administrator', '/system/user', ['add', 'edit', 'delete', 'view']))
    expect((await asAdmin('DELETE', `/api/admin/users/${victim.id}`)).statusCode).toBe(200)
  })

  it('records every change in the audit log with before and after, searchable and paged', async () => {
    const log = data(await asSuper('GET', '/api/admin/audit-log?keyword=victim1&pageSize=50'))
    const actions = log.rows.map((r: { action: string }) => r.action)
    expect(actions).toEqual(['user.delete', 'user.edit', 'user.create'])
    const edit = log.rows[1]
    expect(edit).toMatchObject({
      actorName: 'subadmin',
      targetType: 'user',
      before: { realName: 'v' },
      after: { realName: 'still editable' },
    })
    expect(JSON.stringify(log.rows)).not.toContain('passwordHash')
    const byTarget = data(await asSuper('GET', '/api/admin/audit-log?targetType=permission'))
    expect(byTarget.totalCount).toBe(2)
    expect((await asAuditor('GET', '/api/admin/audit-log')).statusCode).toBe(403)
  })
})

describe('OpenAPI', () => {
  it('documents every admin route with its schemas', async () => {
    const doc = (await ctx.request({ method: 'GET', url: '/api/docs/json' })).json()
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/admin/'))
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/admin/users',
        '/api/admin/users/{id}',
        '/api/admin/menus',
        '/api/admin/permissions',
        '/api/admin/audit-log',
      ]),
    )
    expect(doc.paths['/api/admin/users'].post.requestBody).toBeTruthy()
    expect(doc.paths['/api/admin/users'].get.tags).toEqual(['admin: users'])
  })
})

describe('company sub-accounts', () => {
  const sub = (parentUserId: number, roleId: number, username: string) => ({
    username,
    password: NEW_PW,
    realName: 'Buyer',
    roleId,
    parentUserId,
  })

  it('are made under a company main account, with its role and company, and log in', async () => {
    const customer = await roleId('Customer')
    const res = await asAdmin('POST', '/api/admin/users', sub(ids.acme!, customer, 'acme-buyer2'))
    expect(res.statusCode, res.body).toBe(200)
    const made = data(res)
    expect(made).toMatchObject({ parentUserId: ids.acme, isSubUser: true, role: 'Customer' })
    expect(made.companyName).toBe(data(await asSuper('GET', `/api/admin/users/${ids.acme}`)).companyName)
    const listed = data(await asSuper('GET', '/api/admin/users?keyword=acme-buyer2')).rows
    expect(listed).toEqual([expect.objectContaining({ parentUserId: ids.acme, isSubUser: true })])
    expect(await ctx.login('acme-buyer2', NEW_PW)).toBeTruthy()
  })

  it('are refused under a sub-account, a staff account, or with another role, and nothing is written', async () => {
    const customer = await roleId('Customer')
    const count = async () => data(await asSuper('GET', '/api/admin/users?pageSize=1')).totalCount
    const before = await count()
    const underSub = await asSuper('POST', '/api/admin/users', sub(ids['acme-buyer']!, customer, 'nested1'))
    expect(underSub.statusCode).toBe(400)
    expect(underSub.json().msg).toContain('企业主账号')
    const underStaff = await asSuper('POST', '/api/admin/users', sub(ids.auditor!, await roleId('Auditor'), 'nested2'))
    expect(underStaff.statusCode).toBe(400)
    const otherRole = await asSuper('POST', '/api/admin/users', sub(ids.acme!, await roleId('Auditor'), 'nested3'))
    expect(otherRole.statusCode).toBe(400)
    expect(otherRole.json().msg).toContain('角色')
    expect(await count()).toBe(before)
  })

  it('a customer role is still refused for a plain new user', async () => {
    const res = await asSuper('POST', '/api/admin/users', {
      username: 'plaincustomer',
      password: NEW_PW,
      realName: 'x',
      roleId: await roleId('Customer'),
    })
    expect(res.statusCode).toBe(403)
  })
})
