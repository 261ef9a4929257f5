import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_RIGHTS } from '../../contract/staff-rights.ts'
import { holdsRight } from '../../src/lib/permission.ts'
import { caller, data, menuIdAt, roleRoutesOf, setGrant, type Call } from './helpers/admin.ts'
import { createTestContext, PASSWORD, type TestContext } from './helpers/context.ts'
import { call, pricedParts } from './helpers/quote-orders.ts'

// Staff decisions (seeing every customer's orders and full prices, reviewing) follow the caller's
// grants on the review screen, as the admin screens do, never a role name: a role built in the
// permission matrix and granted that screen reviews like an Auditor, and loses it with the grant.

let ctx: TestContext
let asSuper: Call
let customer: string
let pricer: string
let partId: number

const base = '/api/quote-order'
const [REVIEW_SCREEN] = STAFF_RIGHTS.review

beforeAll(async () => {
  ctx = await createTestContext()
  asSuper = caller(ctx, await ctx.login('admin'))
  customer = await ctx.login('customer')
  partId = (await pricedParts(ctx, customer, [['bracket', [40, 30, 20]]]))[0]!
  // A role of the shop's own making, with no grants, and a user holding it.
  const role = data(
    await asSuper('POST', '/api/admin/roles', { code: 'Estimator', name: '外协核价', selectable: true }),
  )
  data(
    await asSuper('POST', '/api/admin/users', {
      username: 'estimator1',
      password: PASSWORD,
      realName: '李工',
      roleId: role.id,
    }),
  )
  pricer = await ctx.login('estimator1')
}, 180_000)
afterAll(() => ctx.close())

/** A fresh order of the customer, submitted for review. */
async function submitted() {
  const draft = (await call(ctx, customer, 'POST', `${base}/create`, { partIds: [partId] })).body.data
  const o = await call(ctx, customer, 'POST', `${base}/${draft.id}/move`, { action: 'submit', version: draft.version })
  expect(o.status, JSON.stringify(o.body)).toBe(200)
  return o.body.data as { id: number; version: number; lines: { lineId: number; unitPrice: string }[] }
}
const adjust = (o: Awaited<ReturnType<typeof submitted>>, version = o.version) =>
  call(ctx, pricer, 'POST', `${base}/${o.id}/lines/${o.lines[0]!.lineId}/adjust`, {
    version,
    unitPrice: '77.00',
    reason: '批量折扣',
  })

describe('a role built in the permission matrix', () => {
  it('without the review screen: no one else’s orders, and review answers 403', async () => {
    const o = await submitted()
    expect((await adjust(o)).status).toBe(403)
    expect((await call(ctx, pricer, 'GET', `${base}/${o.id}`)).status).toBe(404)
    const list = (await call(ctx, pricer, 'GET', `${base}/list?pageSize=100`)).body.data
    expect(list.rows.map((r: { id: number }) => r.id)).not.toContain(o.id)
  })

  it('granted the review screen: reads every order with its full prices, adjusts and quotes', async () => {
    expect(data(await setGrant(asSuper, 'Estimator', '/quote-order', ['view']))).toBeTruthy()
    expect(data(await setGrant(asSuper, 'Estimator', '/quote-order/review', ['view', 'edit']))).toBeTruthy()
    const o = await submitted()

    const read = await call(ctx, pricer, 'GET', `${base}/${o.id}`)
    expect(read.status, JSON.stringify(read.body)).toBe(200)
    expect(read.body.data.actions).toEqual(expect.arrayContaining(['quote', 'adjust', 'clearFlags']))
    expect(read.body.data.lines[0].breakdown[0].formula).toEqual(expect.any(String))
    const list = (await call(ctx, pricer, 'GET', `${base}/list?pageSize=100`)).body.data
    expect(list.rows.map((r: { id: number }) => r.id)).toContain(o.id)

    const adjusted = await adjust(o)
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200)
    expect(adjusted.body.data.lines[0]).toMatchObject({ unitPrice: '77.00', adjustment: { by: { role: 'Estimator' } } })
    const quoted = await call(ctx, pricer, 'POST', `${base}/${o.id}/move`, {
      action: 'quote',
      version: adjusted.body.data.version,
    })
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
    expect(quoted.body.data.status).toBe('quoted')
  })

  it('hands the client the same grants, so its screens show what the server allows', async () => {
    const routes = await roleRoutesOf(caller(ctx, pricer))
    expect(routes.get('/quote-order/review')?.meta.permission).toEqual(['view', 'edit'])
    const roleRouters = data(
      await call(ctx, pricer, 'GET', '/api/account/get-current-user-info').then((r) => r.res),
    ).roleRouters
    expect(holdsRight(roleRouters, 'seeEveryCustomer')).toBe(true)
    expect(holdsRight(roleRouters, 'review')).toBe(true)
    expect(holdsRight(roleRouters, 'uploadUnmetered')).toBe(false)
  })

  it('with view alone: reads every order but may not review it; revoked: 403 on the next request', async () => {
    await setGrant(asSuper, 'Estimator', '/quote-order/review', ['view'])
    const o = await submitted()
    const read = await call(ctx, pricer, 'GET', `${base}/${o.id}`)
    expect(read.status).toBe(200)
    expect(read.body.data.actions).toEqual([])
    expect((await adjust(o)).status).toBe(403)

    await setGrant(asSuper, 'Estimator', '/quote-order/review', null)
    expect((await call(ctx, pricer, 'GET', `${base}/${o.id}`)).status).toBe(404)
  })

  it('names the review screen among the menus, for the permission matrix', async () => {
    const menus = data(await asSuper('GET', '/api/admin/menus'))
    const id = menuIdAt(menus, '/quote-order/review')
    expect(id).toEqual(expect.any(Number))
    const matrix = data(await asSuper('GET', '/api/admin/permissions'))
    const auditor = matrix.roles.find((r: { code: string }) => r.code === 'Auditor')
    const cell = matrix.cells.find(
      (c: { roleId: number; menuId: number }) => c.roleId === auditor.id && c.menuId === id,
    )
    expect(cell?.permissions).toEqual(expect.arrayContaining(['view', 'edit', 'add']))
    expect(REVIEW_SCREEN).toBe('QuoteOrderReview')
  })
})
