import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultQuoteConfig } from '../../server/engine/index.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { json } from './helpers/quoting.ts'

let ctx: TestContext
let auditor: string
let admin: string
let customer: string
const base = '/api/quote-config'

beforeAll(async () => {
  ctx = await createTestContext()
  auditor = await ctx.login('auditor')
  admin = await ctx.login('admin')
  customer = await ctx.login('customer')
})
afterAll(() => ctx.close())

const list = async () => (await json(ctx, auditor, 'GET', `${base}/list`)).json().data

describe('quote configurations', () => {
  it('is seeded with one default configuration holding the engine’s defaults at version 1', async () => {
    const page = await list()
    expect(page).toMatchObject({ totalCount: 1, rows: [{ isDefault: true, enabled: true, currentVersion: 1 }] })
    const detail = (await json(ctx, auditor, 'GET', `${base}/${page.rows[0].id}`)).json().data
    expect(detail.version.config).toEqual(defaultQuoteConfig())
  })

  it('is staff only: customers get 403 on every route', async () => {
    for (const [method, url] of [
      ['GET', `${base}/list`],
      ['GET', `${base}/1`],
      ['POST', base],
      ['DELETE', `${base}/1`],
      ['GET', '/api/cost/materials/list'],
    ] as const) {
      const res = await json(ctx, customer, method, url, method === 'POST' ? { name: 'x' } : undefined)
      expect(res.statusCode, url).toBe(403)
    }
    expect((await ctx.request({ method: 'GET', url: `${base}/list` })).statusCode).toBe(401)
  })

  it('creates, copies, renames and searches configurations', async () => {
    const created = (await json(ctx, auditor, 'POST', base, { name: '批量件报价', description: 'qty ≥ 100' })).json()
    expect(created.data).toMatchObject({
      name: '批量件报价',
      isDefault: false,
      currentVersion: 1,
      version: { version: 1 },
    })
    const copy = (await json(ctx, admin, 'POST', `${base}/${created.data.id}/copy`, { name: 'Copy of batch' })).json()
      .data
    expect(copy.version.config).toEqual(created.data.version.config)
    const clash = await json(ctx, auditor, 'POST', base, { name: 'copy OF batch' }, 'en')
    expect(clash.json()).toMatchObject({ code: 409, msg: 'A quote configuration with this name already exists' })
    const found = (await json(ctx, auditor, 'GET', `${base}/list?keyword=${encodeURIComponent('批量')}`)).json().data
    expect(found.rows.map((r: { name: string }) => r.name)).toEqual(['批量件报价'])
  })

  it('saves a new version for every rule change and keeps the old ones readable', async () => {
    const { rows } = await list()
    const id = rows.find((r: { name: string }) => r.name === '批量件报价').id
    const config = defaultQuoteConfig()
    config.other.vatRate = 0.03
    const saved = (await json(ctx, auditor, 'PUT', `${base}/${id}`, { config, note: 'small-scale taxpayer' })).json()
      .data
    expect(saved).toMatchObject({ currentVersion: 2, version: { version: 2, note: 'small-scale taxpayer' } })
    const other = { ...config.other, minLine: 80 }
    const step = (await json(ctx, auditor, 'PUT', `${base}/${id}/sections/other`, other)).json().data
    expect(step.version).toMatchObject({ version: 3, config: { other: { minLine: 80, vatRate: 0.03 } } })
    const versions = (await json(ctx, auditor, 'GET', `${base}/${id}/versions`)).json().data
    expect(versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1])
    const v1 = (await json(ctx, auditor, 'GET', `${base}/${id}/versions/1`)).json().data
    expect(v1.config.other).toMatchObject({ vatRate: 0.13, minLine: 50 })
  })

  it('rejects negative prices and out-of-range coefficients naming the field', async () => {
    const { rows } = await list()
    const id = rows[0].id
    const bad = defaultQuoteConfig()
    bad.material.items[0]!.priceKg = -1
    const neg = await json(ctx, auditor, 'PUT', `${base}/${id}`, { config: bad }, 'en')
    expect(neg.json()).toMatchObject({ code: 400, msg: 'config.material.items.0.priceKg must be at least 0' })
    const pmi = { ...defaultQuoteConfig().pmi, tol: { IT7: 25 } }
    const coef = await json(ctx, auditor, 'PUT', `${base}/${id}/sections/pmi`, pmi, 'en')
    expect(coef.json()).toMatchObject({ code: 400, msg: 'pmi.tol.IT7 must be at most 20' })
    const tax = await json(ctx, auditor, 'PUT', `${base}/${id}/sections/other`, {
      ...defaultQuoteConfig().other,
      vatRate: 0.5,
    })
    expect(tax.json()).toMatchObject({ code: 400, msg: '参数 other.vatRate 不能大于 0.3' })
    expect((await json(ctx, auditor, 'GET', `${base}/${id}`)).json().data.currentVersion).toBe(1)
  })

  it('has exactly one default; the default cannot be disabled or deleted', async () => {
    const { rows } = await list()
    const def = rows.find((r: { isDefault: boolean }) => r.isDefault)
    const other = rows.find((r: { name: string }) => r.name === 'Copy of batch')
    expect((await json(ctx, auditor, 'POST', `${base}/${def.id}/status`, { enabled: false })).statusCode).toBe(409)
    expect((await json(ctx, auditor, 'DELETE', `${base}/${def.id}`)).statusCode).toBe(409)
    expect((await json(ctx, auditor, 'POST', `${base}/${other.id}/set-default`)).json().data.isDefault).toBe(true)
    const after = await list()
    expect(after.rows.filter((r: { isDefault: boolean }) => r.isDefault).map((r: { id: number }) => r.id)).toEqual([
      other.id,
    ])
    // A disabled configuration cannot become the default.
    expect((await json(ctx, auditor, 'POST', `${base}/${def.id}/status`, { enabled: false })).json().data.enabled).toBe(
      false,
    )
    expect((await json(ctx, auditor, 'POST', `${base}/${def.id}/set-default`)).statusCode).toBe(409)
    expect((await json(ctx, auditor, 'POST', `${base}/${def.id}/status`, { enabled: true })).json().data.enabled).toBe(
      true,
    )
    expect((await json(ctx, auditor, 'POST', `${base}/${def.id}/set-default`)).statusCode).toBe(200)
  })

  it('deletes an unused configuration for good', async () => {
    const { rows } = await list()
    const other = rows.find((r: { name: string }) => r.name === 'Copy of batch')
    expect((await json(ctx, auditor, 'DELETE', `${base}/${other.id}`)).json().data).toEqual({
      deleted: true,
      soft: false,
    })
    expect((await json(ctx, auditor, 'GET', `${base}/${other.id}`)).statusCode).toBe(404)
    expect((await list()).rows.some((r: { id: number }) => r.id === other.id)).toBe(false)
  })
})
