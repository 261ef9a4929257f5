import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { json } from './helpers/quoting.ts'

let ctx: TestContext
let auditor: string
let customer: string

beforeAll(async () => {
  ctx = await createTestContext()
  auditor = await ctx.login('auditor')
  customer = await ctx.login('customer')
})
afterAll(() => ctx.close())

const get = async (url: string) => (await json(ctx, auditor, 'GET', url)).json()

describe('master cost tables', () => {
  it('lists every table with paging, seeded from the defaults', async () => {
    const expected: Record<string, number> = {
      materials: 12,
      machines: 9,
      processes: 14,
      'surface-treatments': 14,
      'heat-treatments': 7,
      'pmi-tolerance': 8,
      'pmi-roughness': 7,
      'blank-rules': 14,
      'other-costs': 9,
    }
    for (const [table, total] of Object.entries(expected)) {
      const page = await get(`/api/cost/${table}/list?pageSize=5`)
      expect(page.data, table).toMatchObject({
        totalCount: total,
        pageIndex: 1,
        pageSize: 5,
        hasNextPage: total > 5,
        version: 1,
      })
      expect(page.data.rows.length).toBe(Math.min(5, total))
    }
    expect((await get('/api/cost/nonsense/list')).code).toBe(400)
  })

  it('searches key, name and aliases', async () => {
    expect(
      (await get(`/api/cost/materials/list?keyword=${encodeURIComponent('超硬铝')}`)).data.rows.map(
        (r: { key: string }) => r.key,
      ),
    ).toEqual(['AL7075'])
    expect((await get('/api/cost/surface-treatments/list?keyword=anodize')).data.totalCount).toBeGreaterThanOrEqual(4)
  })

  it('creates, updates and deletes a material, each change a new version', async () => {
    const row = {
      key: 'AL5052',
      name: '铝合金 5052',
      aliases: ['5052'],
      density: 2.68,
      priceKg: 32,
      mrr: 24,
      class: 'Al',
    }
    expect((await json(ctx, auditor, 'POST', '/api/cost/materials', row)).json().data.version).toBe(2)
    expect((await json(ctx, auditor, 'POST', '/api/cost/materials', row, 'en')).json()).toMatchObject({
      code: 409,
      msg: 'materials already has AL5052',
    })
    const updated = (await json(ctx, auditor, 'PUT', '/api/cost/materials/AL5052', { priceKg: 35 })).json().data
    expect(updated.rows.find((r: { key: string }) => r.key === 'AL5052')).toMatchObject({ priceKg: 35, density: 2.68 })
    expect((await json(ctx, auditor, 'DELETE', '/api/cost/materials/AL5052')).json().data.version).toBe(4)
    expect((await json(ctx, auditor, 'DELETE', '/api/cost/materials/AL5052', undefined, 'en')).json()).toMatchObject({
      code: 404,
      msg: 'materials has no AL5052',
    })
    expect((await json(ctx, auditor, 'DELETE', '/api/cost/materials/AL6061', undefined, 'en')).json()).toMatchObject({
      code: 409,
      msg: 'AL6061 is in use and cannot be deleted',
    })
    expect(
      (await json(ctx, auditor, 'PUT', `/api/cost/materials/${encodeURIComponent('45#')}`, { priceKg: 9 })).json().code,
    ).toBe(200)
  })

  it('rejects negative prices and bad coefficients naming the field', async () => {
    const neg = await json(ctx, auditor, 'PUT', '/api/cost/materials/AL6061', { priceKg: -5 }, 'en')
    expect(neg.json()).toMatchObject({ code: 400, msg: 'material.items.0.priceKg must be at least 0' })
    // An exclusive minimum refuses the minimum itself: the message must not say "at least 0".
    const zero = await json(ctx, auditor, 'PUT', '/api/cost/materials/AL6061', { density: 0 }, 'en')
    expect(zero.json()).toMatchObject({ code: 400, msg: 'material.items.0.density must be greater than 0' })
    const coef = await json(ctx, auditor, 'PUT', '/api/cost/pmi-tolerance/IT7', { coefficient: 0 }, 'en')
    expect(coef.json()).toMatchObject({ code: 400, msg: 'pmi.tol.IT7 must be at least 0.1' })
    const type = await json(
      ctx,
      auditor,
      'POST',
      '/api/cost/machines',
      { key: 'MILL', rate: 'cheap', setupMin: 10 },
      'en',
    )
    expect(type.json()).toMatchObject({ code: 400, msg: 'rate has the wrong type, expected number' })
    const key = await json(ctx, auditor, 'POST', '/api/cost/pmi-tolerance', { key: 'grade7', coefficient: 1.2 }, 'en')
    expect(key.json().code).toBe(400)
  })

  it('treats fixed parameters as update-only', async () => {
    expect(
      (await json(ctx, auditor, 'PUT', '/api/cost/other-costs/vatRate', { value: 0.09 }))
        .json()
        .data.rows.find((r: { key: string }) => r.key === 'vatRate').value,
    ).toBe(0.09)
    expect(
      (await json(ctx, auditor, 'POST', '/api/cost/other-costs', { key: 'tip', value: 1 }, 'en')).json(),
    ).toMatchObject({ code: 409, msg: 'tip is a fixed parameter: it can be changed but not added or deleted' })
    expect((await json(ctx, auditor, 'DELETE', '/api/cost/blank-rules/kerfMm')).statusCode).toBe(409)
    expect((await json(ctx, auditor, 'DELETE', '/api/cost/processes/drill')).statusCode).toBe(409)
    expect((await json(ctx, auditor, 'POST', '/api/cost/processes', { key: '0.4', value: 6 })).json().code).toBe(200)
  })

  it('manages treatments, machines and PMI rows', async () => {
    const t = {
      key: 'BLACK_ZINC',
      name: '镀黑锌',
      aliases: ['黑锌'],
      appliesTo: ['steel'],
      basis: 'kg',
      unitPrice: 5,
      minCharge: 50,
      leadDays: 2,
    }
    await json(ctx, auditor, 'POST', '/api/cost/surface-treatments', t)
    const heat = (await get('/api/cost/heat-treatments/list?keyword=BLACK_ZINC')).data
    expect(heat.totalCount).toBe(0)
    expect((await get('/api/cost/surface-treatments/list?keyword=BLACK_ZINC')).data.rows[0]).toMatchObject({
      kind: 'surface',
      unitPrice: 5,
    })
    expect(
      (await json(ctx, auditor, 'POST', '/api/cost/machines', { key: 'MILL6', rate: 500, setupMin: 90, factor: 1.2 }))
        .json()
        .data.rows.find((r: { key: string }) => r.key === 'MILL6'),
    ).toEqual({ key: 'MILL6', rate: 500, setupMin: 90, factor: 1.2 })
    expect((await json(ctx, auditor, 'DELETE', '/api/cost/machines/VMC3')).statusCode).toBe(409)
    expect(
      (await json(ctx, auditor, 'POST', '/api/cost/pmi-roughness', { key: '0.10', coefficient: 2.4 }))
        .json()
        .data.rows.some((r: { key: string }) => r.key === '0.1'),
    ).toBe(true)
  })

  it('is staff only', async () => {
    expect((await json(ctx, customer, 'GET', '/api/cost/materials/list')).statusCode).toBe(403)
    expect((await json(ctx, customer, 'PUT', '/api/cost/materials/AL6061', { priceKg: 1 })).statusCode).toBe(403)
    const options = (await json(ctx, customer, 'GET', '/api/cnc/partcosts/options')).json().data
    expect(options.materials[0]).toEqual({ key: 'AL6061', name: '铝合金 6061', class: 'Al' })
    expect(JSON.stringify(options)).not.toContain('priceKg')
  })
})
