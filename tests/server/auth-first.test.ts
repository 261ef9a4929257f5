import Fastify, { type RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assertAuthFirst, authGuard } from '../../server/lib/auth.ts'
import { apiRouteKeys } from './helpers/authorization/api-routes.ts'
import { publicRoutes } from './helpers/authorization/public-routes.ts'
import type { MatrixEnv } from './helpers/authorization/roles.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'

// A stranger's malformed request answers 401, not a 400 that names the
// parameter it got wrong, so the API does not describe itself to someone without a session.

const registered: RouteOptions[] = []
let ctx: TestContext
const PUBLIC = new Set(Object.keys(publicRoutes({} as MatrixEnv)))

beforeAll(async () => {
  ctx = await createTestContext({}, { onRoute: (r) => void registered.push(r) })
})
afterAll(() => ctx.close())

/** A request to the route with every path parameter, the query and the body malformed. */
function malformed(key: string) {
  const [method, pattern] = key.split(' ') as [string, string]
  const url = `${pattern.replace(/:\w+/g, '%00').replace(/\*$/, 'x')}?pageIndex=-1&pageSize=abc&keyword=%00&id=x`
  const body =
    method === 'GET' || method === 'DELETE'
      ? {}
      : { headers: { 'content-type': 'application/json' }, payload: '{"name":' }
  return { method: method as 'GET', url, ...body }
}

describe('authentication before validation', () => {
  it('answers 401 to an anonymous malformed request on every protected route', async () => {
    const keys = apiRouteKeys(registered).filter((k) => !PUBLIC.has(k))
    expect(keys.length).toBeGreaterThan(40)
    const answers: Record<string, unknown> = {}
    for (const key of keys) {
      const res = await ctx.request({
        ...malformed(key),
        headers: { ...malformed(key).headers, 'accept-language': 'en' },
      })
      answers[key] = `${res.statusCode} ${res.json().msg}`
    }
    expect(answers).toEqual(
      Object.fromEntries(keys.map((k) => [k, '401 Your session has expired, please log in again'])),
    )
  })

  it('answers 401 to a token that is not one, before reading the body', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/chatrecord/create',
      headers: { authorization: 'Bearer nope', 'content-type': 'application/json' },
      payload: '{"name":',
    })
    expect(res.json()).toMatchObject({ success: false, code: 401 })
  })

  it('refuses at start a route whose guard would run after validation', async () => {
    const app = Fastify()
    app.addHook('onRoute', assertAuthFirst)
    const guard = authGuard(async () => null, 'authorization')
    expect(() => app.get('/api/late', { preHandler: guard() }, async () => ({}))).toThrow(
      'GET /api/late: the auth guard must run in onRequest, not preHandler',
    )
    expect(() => app.get('/api/early', { onRequest: guard() }, async () => ({}))).not.toThrow()
    await app.close()
  })
})
