import Fastify, { type LightMyRequestResponse, type RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountCases } from './helpers/authorization/account-cases.ts'
import { adminCases } from './helpers/authorization/admin-cases.ts'
import { apiRouteKeys, coverageGaps } from './helpers/authorization/api-routes.ts'
import { matrixFixtures } from './helpers/authorization/fixtures.ts'
import { processLibraryCases } from './helpers/authorization/process-library-cases.ts'
import { processPlanCases } from './helpers/authorization/process-plan-cases.ts'
import { publicRoutes } from './helpers/authorization/public-routes.ts'
import { quoteOrderCases } from './helpers/authorization/quote-order-cases.ts'
import { quotingCases } from './helpers/authorization/quoting-cases.ts'
import { get, ORDER, PLAYERS, type MatrixEnv } from './helpers/authorization/roles.ts'
import { ruleCases, ruleRoute } from './helpers/authorization/rule-cases.ts'
import { shopProfileCases } from './helpers/authorization/shop-profile-cases.ts'
import { createTestContext } from './helpers/context.ts'
import { DRAWING_PDF, filePart, fixtureBytes, upload, waitTask } from './helpers/quoting.ts'

/**
 * Every /api route the app registers × every role (anonymous, the owning customer, another
 * customer, Auditor, Administrator, SuperAdministrator), run through inject(). Each route has a
 * row (the status each role gets) or a reasoned public exemption; a route with neither fails the
 * first test, so the matrix cannot fall behind the API.
 */
const registered: RouteOptions[] = []
const env = { tokens: {} } as MatrixEnv
const CASES = {
  ...accountCases(env),
  ...processLibraryCases(env),
  ...processPlanCases(env),
  ...quotingCases(env),
  ...quoteOrderCases(env),
  ...shopProfileCases(env),
  ...adminCases(env),
}
const PUBLIC = publicRoutes(env)
/** Rows of rules within a route (sub-account roles, built-in menus), run after the routes' own rows. */
const RULES = ruleCases(env)

beforeAll(async () => {
  env.ctx = await createTestContext({}, { onRoute: (r) => void registered.push(r) })
  const { ctx, tokens } = env
  for (const user of Object.values(PLAYERS)) tokens[user] = await ctx.login(user)
  env.fx = matrixFixtures(ctx, { owner: () => tokens.acme!, admin: () => tokens.admin! })
  const files = [filePart('bar.stl', fixtureBytes('3d/stl/fuji_obj.stl')), filePart('bar.pdf', DRAWING_PDF)]
  const up = (await upload(ctx, tokens.acme!, files)).json().data
  await waitTask(ctx, tokens.acme!, up.taskId)
  const part = up.parts[0]
  env.quote = { chatRecordId: up.chatRecordId, taskId: up.taskId, partId: part.partId, fileId: part.files[0].fileId }
  const configs = await ctx.request({ ...get('/api/quote-config/list'), headers: ctx.auth(tokens.admin!) })
  env.defaultConfigId = configs.json().data.rows.find((c: { isDefault: boolean }) => c.isDefault).id
  const subs = await ctx.request({ ...get('/api/account/sub-users'), headers: ctx.auth(tokens.acme!) })
  env.subUserId = subs.json().data.find((u: { username: string }) => u.username === 'acme-buyer').id
}, 180_000)
afterAll(() => env.ctx?.close())

/** An error answers the envelope with the same code; a JSON success answers `success: true`. */
function expectAnswer(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(status)
  if (status !== 200) expect(res.json()).toMatchObject({ success: false, code: status })
  else if (String(res.headers['content-type']).startsWith('application/json')) {
    expect(res.json()).toMatchObject({ success: true, code: 200 })
  }
}

describe('coverage', () => {
  it('decides every registered /api route: a row for each role, or a reasoned exemption', () => {
    const keys = apiRouteKeys(registered)
    expect(keys.length).toBeGreaterThan(40)
    const gaps = coverageGaps(keys, [...Object.keys(CASES), ...Object.keys(PUBLIC)])
    expect(gaps).toEqual({ uncovered: [], stale: [], twice: [] })
    expect(Object.keys(RULES).filter((key) => !keys.includes(ruleRoute(key)))).toEqual([])
  })

  it('notices a route registered without a row, ignoring the HEAD twin of a GET and non-API routes', async () => {
    const app = Fastify()
    const seen: RouteOptions[] = []
    app.addHook('onRoute', (r) => void seen.push(r))
    const ok = async () => ({ ok: true })
    app.get('/api/account/get-current-user-info', ok)
    app.post('/api/brand-new', ok)
    app.route({ method: ['GET', 'HEAD'], url: '/dist/*', handler: ok })
    await app.ready()
    const keys = apiRouteKeys(seen)
    expect(keys).toEqual(['GET /api/account/get-current-user-info', 'POST /api/brand-new'])
    expect(coverageGaps(keys, Object.keys(CASES)).uncovered).toEqual(['POST /api/brand-new'])
    await app.close()
  })
})

describe.each([...Object.entries(CASES), ...Object.entries(RULES)])('%s', (_route, c) => {
  it.each(ORDER)('as %s', async (role) => {
    const { ctx, tokens } = env
    const user = role === 'anonymous' ? undefined : PLAYERS[role]
    const opts = await c.request(user)
    const own = user && !opts.headers?.authorization ? ctx.auth(tokens[user]!) : {}
    const res = await ctx.request({ ...opts, headers: { ...opts.headers, ...own } })
    expectAnswer(res, c.expect[role])
    if (user && res.statusCode === 200 && c.undo) expect((await c.undo(tokens[user]!)).statusCode).toBe(200)
  })
})

describe.each(Object.entries(PUBLIC))('%s (public)', (_route, e) => {
  it(`works without a token: ${e.why}`, async () => {
    const res = await env.ctx.request(await e.request())
    expect(res.statusCode, res.body.slice(0, 300)).toBe(e.status ?? 200)
  })
})

describe('after the matrix', () => {
  it('leaves the SuperAdministrator the menu and permission screens, and the company one role', async () => {
    const { ctx, tokens } = env
    for (const url of ['/api/admin/menus', '/api/admin/permissions'])
      expect((await ctx.request({ ...get(url), headers: ctx.auth(tokens.admin!) })).statusCode).toBe(200)
    const buyer = await ctx.request({
      method: 'POST',
      url: '/api/account/sub-user-login',
      headers: ctx.auth(tokens.acme!),
      payload: { subUserId: env.subUserId },
    })
    expect(buyer.json().data.userInfo.role).toBe('Customer')
  })

  it('lists to each caller only its own records', async () => {
    const { ctx, tokens, quote } = env
    const ids = async (user: string, url: string): Promise<number[]> => {
      const res = await ctx.request({ ...get(`${url}?pageSize=100`), headers: ctx.auth(tokens[user]!) })
      return res.json().data.rows.map((r: { id: number }) => r.id)
    }
    const owner = PLAYERS.customer
    const ownerChats = await ids(owner, '/api/chatrecord/page-query')
    const ownerAutos = await ids(owner, '/api/auto-process-chat-record/page')
    expect(ownerChats).toContain(quote.chatRecordId)
    expect(ownerAutos.length).toBeGreaterThan(0)
    for (const user of Object.values(PLAYERS).filter((u) => u !== owner)) {
      expect((await ids(user, '/api/chatrecord/page-query')).filter((id) => ownerChats.includes(id))).toEqual([])
      expect((await ids(user, '/api/auto-process-chat-record/page')).filter((id) => ownerAutos.includes(id))).toEqual(
        [],
      )
    }
  })
})
