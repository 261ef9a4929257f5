import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { caller, data, setGrant, type Call } from './helpers/admin.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { pricedParts } from './helpers/quote-orders.ts'

// The back office reads every customer's conversations, read-only, behind the
// `view` grant on /admin/manage — not behind a role name.

let ctx: TestContext
let asSuper: Call
let asAdmin: Call
let asCustomer: Call
let recordId: number

beforeAll(async () => {
  ctx = await createTestContext()
  asSuper = caller(ctx, await ctx.login('admin'))
  asAdmin = caller(ctx, await ctx.login('subadmin'))
  const customerToken = await ctx.login('customer')
  asCustomer = caller(ctx, customerToken)
  await pricedParts(ctx, customerToken, [['bracket_50', [50, 30, 10]]])
  const records = data(await asCustomer('GET', '/api/chatrecord/page-query')).rows
  recordId = records[0].id
  await asCustomer('POST', '/api/chatrecord/change-name', { chatRecordId: recordId, name: '支架 100%_询价' })
})
afterAll(() => ctx.close())

describe('the conversation list', () => {
  it('lists every customer’s quote conversations with their owner and part count', async () => {
    const page = data(await asAdmin('GET', '/api/admin/conversations'))
    const row = page.rows.find((r: { id: number }) => r.id === recordId)
    expect(row).toMatchObject({ kind: 'quote', name: '支架 100%_询价', username: 'customer', itemCount: 1 })
  })

  it('searches name and owner literally: % and _ match themselves', async () => {
    const ids = async (keyword: string) =>
      data(await asSuper('GET', `/api/admin/conversations?keyword=${encodeURIComponent(keyword)}`)).rows.map(
        (r: { id: number }) => r.id,
      )
    expect(await ids('100%_')).toEqual([recordId])
    expect(await ids('customer')).toContain(recordId)
    expect(await ids('1_0')).toEqual([])
  })

  it('lists process conversations apart, with their file count', async () => {
    const page = data(await asSuper('GET', '/api/admin/conversations?kind=process'))
    expect(page.rows.every((r: { kind: string }) => r.kind === 'process')).toBe(true)
    expect(page.rows.some((r: { name: string }) => r.name === '支架 100%_询价')).toBe(false)
  })

  it('refuses an unknown kind with a clear message', async () => {
    const res = await asSuper('GET', '/api/admin/conversations?kind=orders')
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toMatch(/kind/)
  })
})

describe('one conversation', () => {
  it('answers its messages in the reader’s language and its parts with price and stored files', async () => {
    const detail = data(await asAdmin('GET', `/api/admin/conversations/quote/${recordId}`))
    expect(detail.record).toMatchObject({ id: recordId, username: 'customer' })
    expect(detail.messages.length).toBeGreaterThan(0)
    expect(detail.parts).toHaveLength(1)
    const [part] = detail.parts
    expect(part).toMatchObject({ name: expect.stringContaining('bracket_50'), status: 'done' })
    expect(Number(part.total)).toBeGreaterThan(0)
    expect(part.files.map((f: { kind: string }) => f.kind).sort()).toEqual(['2d', '3d'])
    // The stored file it links to opens for the admin (staff read every part's files).
    const file = await asAdmin('GET', part.files[0].url)
    expect(file.statusCode).toBe(200)
  })

  it('is 404 for a record that does not exist, of either kind, and 400 for a bad id', async () => {
    expect((await asSuper('GET', '/api/admin/conversations/quote/999999')).statusCode).toBe(404)
    expect((await asSuper('GET', '/api/admin/conversations/process/999999')).statusCode).toBe(404)
    expect((await asSuper('GET', '/api/admin/conversations/quote/abc')).statusCode).toBe(400)
  })

  it('follows the view grant: an Administrator stripped of it is refused, then allowed again', async () => {
    expect((await setGrant(asSuper, 'Administrator', '/admin/manage', null)).statusCode).toBe(200)
    const refused = await asAdmin('GET', `/api/admin/conversations/quote/${recordId}`)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().msg).toContain('view')
    expect((await asAdmin('GET', '/api/admin/conversations')).statusCode).toBe(403)
    await setGrant(asSuper, 'Administrator', '/admin/manage', ['add', 'edit', 'delete', 'view'])
    expect((await asAdmin('GET', '/api/admin/conversations')).statusCode).toBe(200)
  })

  it('is refused to customers', async () => {
    expect((await asCustomer('GET', `/api/admin/conversations/quote/${recordId}`)).statusCode).toBe(403)
  })
})
