import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatRecords } from '../../server/db/schema.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'

let ctx: TestContext
let customer: string
let other: string

beforeAll(async () => {
  ctx = await createTestContext()
  customer = await ctx.login('customer')
  other = await ctx.login('acme')
})
afterAll(() => ctx.close())

async function create(token: string, name: string) {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/chatrecord/create',
    headers: ctx.auth(token),
    payload: { name },
  })
  return res.json().data as { id: number; name: string; updateTime: string }
}
const page = (token: string, query = '') =>
  ctx.request({ method: 'GET', url: `/api/chatrecord/page-query${query}`, headers: ctx.auth(token) })

describe('GET /api/chatrecord/page-query', () => {
  it('pages 20 rows from page 1 by default, newest update first, own records only', async () => {
    for (let i = 1; i <= 23; i++) await create(customer, `报价 ${i}`)
    await create(other, 'someone else')
    const res = await page(customer)
    const data = res.json().data
    expect(data).toMatchObject({
      pageIndex: 1,
      pageSize: 20,
      totalCount: 23,
      totalPages: 2,
      hasPreviousPage: false,
      hasNextPage: true,
    })
    expect(data.rows).toHaveLength(20)
    expect(data.rows[0].name).toBe('报价 23')
    expect(Object.keys(data.rows[0]).sort()).toEqual(['id', 'name', 'updateTime'])
    expect(new Date(data.rows[0].updateTime).toISOString()).toBe(data.rows[0].updateTime)
    const times = data.rows.map((r: { updateTime: string }) => r.updateTime)
    expect([...times].sort().reverse()).toEqual(times)
    expect(data.rows.some((r: { name: string }) => r.name === 'someone else')).toBe(false)

    const second = (await page(customer, '?pageIndex=2&pageSize=20')).json().data
    expect(second).toMatchObject({ pageIndex: 2, totalCount: 23, hasPreviousPage: true, hasNextPage: false })
    expect(second.rows.map((r: { name: string }) => r.name)).toEqual(['报价 3', '报价 2', '报价 1'])
  })

  it('moves a renamed record to the top (sorted by update time)', async () => {
    const oldest = (await page(customer, '?pageIndex=2')).json().data.rows.at(-1)
    await ctx.request({
      method: 'POST',
      url: '/api/chatrecord/change-name',
      headers: ctx.auth(customer),
      payload: { chatRecordId: oldest.id, name: '改名' },
    })
    const first = (await page(customer)).json().data.rows[0]
    expect(first).toMatchObject({ id: oldest.id, name: '改名' })
  })

  it('answers an empty page past the end and validates paging numbers', async () => {
    const beyond = (await page(customer, '?pageIndex=9')).json().data
    expect(beyond).toMatchObject({ rows: [], pageIndex: 9, hasNextPage: false, hasPreviousPage: true })
    const send = (q: string) =>
      ctx.request({
        method: 'GET',
        url: `/api/chatrecord/page-query${q}`,
        headers: { ...ctx.auth(customer), 'accept-language': 'en' },
      })
    expect((await send('?pageIndex=0')).json()).toMatchObject({ code: 400, msg: 'pageIndex must be at least 1' })
    expect((await send('?pageSize=101')).json()).toMatchObject({ code: 400, msg: 'pageSize must be at most 100' })
    expect((await send('?pageSize=abc')).json().code).toBe(400)
  })
})

describe('POST /api/chatrecord/change-name', () => {
  it('renames from a JSON body or from the query string', async () => {
    const record = await create(customer, 'before')
    const body = await ctx.request({
      method: 'POST',
      url: '/api/chatrecord/change-name',
      headers: ctx.auth(customer),
      payload: { chatRecordId: record.id, name: ' 新名称 ' },
    })
    expect(body.json()).toMatchObject({ code: 200, data: { id: record.id, name: '新名称' } })
    const query = await ctx.request({
      method: 'POST',
      url: `/api/chatrecord/change-name?chatRecordId=${record.id}&name=${encodeURIComponent('查询改名')}`,
      headers: ctx.auth(customer),
    })
    expect(query.json().data.name).toBe('查询改名')
  })

  it('stores hostile names verbatim and returns them as JSON text', async () => {
    const record = await create(customer, 'x')
    const hostile = '<img src=x onerror=alert(1)>'
    await ctx.request({
      method: 'POST',
      url: '/api/chatrecord/change-name',
      headers: ctx.auth(customer),
      payload: { chatRecordId: record.id, name: hostile },
    })
    const [row] = await ctx.db.select().from(chatRecords).where(eq(chatRecords.id, record.id))
    expect(row!.name).toBe(hostile)
    const res = await page(customer)
    expect(res.headers['content-type']).toContain('application/json')
    expect(res.json().data.rows[0].name).toBe(hostile)
  })

  it('validates the id and the name', async () => {
    const record = await create(customer, 'valid')
    const send = (payload: object) =>
      ctx.request({
        method: 'POST',
        url: '/api/chatrecord/change-name',
        headers: { ...ctx.auth(customer), 'accept-language': 'en' },
        payload,
      })
    expect((await send({ name: 'n' })).json()).toMatchObject({ code: 400, msg: 'chatRecordId is required' })
    expect((await send({ chatRecordId: record.id })).json()).toMatchObject({ code: 400, msg: 'name is required' })
    expect((await send({ chatRecordId: record.id, name: '   ' })).json()).toMatchObject({
      code: 400,
      msg: 'name is required',
    })
    expect((await send({ chatRecordId: record.id, name: 'n'.repeat(101) })).json()).toMatchObject({
      code: 400,
      msg: 'name must be at most 100 characters',
    })
    expect((await send({ chatRecordId: 'abc', name: 'n' })).json().code).toBe(400)
    expect((await send({ chatRecordId: record.id, name: ['a'] })).json().code).toBe(400)
  })

  it('answers 404 for someone else’s record and leaves it unchanged', async () => {
    const theirs = await create(other, 'theirs')
    const res = await ctx.request({
      method: 'POST',
      url: '/api/chatrecord/change-name',
      headers: ctx.auth(customer),
      payload: { chatRecordId: theirs.id, name: 'mine now' },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ success: false, code: 404, msg: '记录不存在' })
    const [row] = await ctx.db.select().from(chatRecords).where(eq(chatRecords.id, theirs.id))
    expect(row!.name).toBe('theirs')
  })
})

describe('POST /api/chatrecord/delete/{id}', () => {
  it('deletes the caller’s record, then answers 404', async () => {
    const record = await create(customer, 'to delete')
    const del = () =>
      ctx.request({ method: 'POST', url: `/api/chatrecord/delete/${record.id}`, headers: ctx.auth(customer) })
    expect((await del()).json()).toMatchObject({ code: 200, data: true })
    expect((await del()).statusCode).toBe(404)
  })

  it('answers 404 for someone else’s record and keeps it', async () => {
    const theirs = await create(other, 'keep me')
    const res = await ctx.request({
      method: 'POST',
      url: `/api/chatrecord/delete/${theirs.id}`,
      headers: ctx.auth(customer),
    })
    expect(res.statusCode).toBe(404)
    expect(await ctx.db.select().from(chatRecords).where(eq(chatRecords.id, theirs.id))).toHaveLength(1)
  })

  it('rejects ids that are not positive integers', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await ctx.request({
        method: 'POST',
        url: `/api/chatrecord/delete/${id}`,
        headers: ctx.auth(customer),
      })
      expect(res.statusCode).toBe(400)
    }
  })
})
