import { existsSync, readdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { autoProcessChatRecords, autoProcessFiles, users } from '../../server/db/schema.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { multipart, PNG_1X1, type Part } from './helpers/multipart.ts'
import { TINY_STL } from './helpers/process-plan.ts'

let ctx: TestContext
let customer: string
let other: string
const base = '/api/auto-process-chat-record'

beforeAll(async () => {
  ctx = await createTestContext({ QUOTE_UPLOAD_MAX_BYTES: '2048', QUOTE_UPLOAD_MAX_FILES: '2' })
  customer = await ctx.login('customer')
  other = await ctx.login('auditor')
})
afterAll(() => ctx.close())

function createWith(token: string, parts: Part[], lang = 'zh-CN') {
  const form = multipart(parts)
  return ctx.request({
    method: 'POST',
    url: `${base}/create`,
    headers: { ...ctx.auth(token), ...form.headers, 'accept-language': lang },
    payload: form.body,
  })
}
const field = (name: string, value: string): Part => ({ name, data: Buffer.from(value) })
const file = (filename: string, data: string | Buffer): Part => ({
  name: 'files',
  filename,
  contentType: 'application/octet-stream',
  data: Buffer.from(data),
})
async function ownerId() {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'customer'))
  return row!.id
}
async function settled() {
  for (let i = 0; i < 600; i++) {
    const busy = await ctx.db
      .select({ id: autoProcessChatRecords.id })
      .from(autoProcessChatRecords)
      .where(inArray(autoProcessChatRecords.status, ['pending', 'running']))
    if (busy.length === 0) return
    await new Promise((r) => setTimeout(r, 100))
  }
}
const uploadsIn = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String) : [])

describe('POST /api/auto-process-chat-record/create', () => {
  it('creates a record with its files stored on disk under the data dir', async () => {
    const res = await createWith(customer, [
      field('name', '法兰盘工艺'),
      TINY_STL('part.stl'),
      file('../../etc/drawing.png', PNG_1X1),
    ])
    const data = res.json().data
    expect(data).toMatchObject({ name: '法兰盘工艺', dispatchId: null, status: 'pending' })
    expect(data.files.map((f: { name: string; kind: string }) => [f.name, f.kind])).toEqual([
      ['part.stl', '3d'],
      ['drawing.png', '2d'],
    ])
    const stored = await ctx.db.select().from(autoProcessFiles).where(eq(autoProcessFiles.recordId, data.id))
    expect(stored).toHaveLength(2)
    for (const row of stored) {
      const path = join(ctx.config.uploadsDir, row.storedPath)
      expect(path.startsWith(ctx.config.uploadsDir)).toBe(true)
      expect(existsSync(path)).toBe(true)
    }
    expect(await readFile(join(ctx.config.uploadsDir, stored[0]!.storedPath))).toEqual(TINY_STL().data)
    expect(uploadsIn(ctx.config.uploadsDir).some((p) => p.includes('.tmp-'))).toBe(false)
  })

  it('refuses a record without files and names one without a name after its file', async () => {
    const none = await createWith(customer, [field('note', 'ignored')], 'en')
    expect(none.json()).toMatchObject({ code: 400, msg: 'Please upload at least one 3D model or 2D drawing' })
    const res = await createWith(customer, [TINY_STL('bracket.stl')])
    expect(res.json()).toMatchObject({ code: 200, data: { name: 'bracket', files: [{ name: 'bracket.stl' }] } })
  })

  it('refuses too large or too many files and leaves nothing behind', async () => {
    const before = uploadsIn(ctx.config.uploadsDir).length
    const countBefore = (await ctx.db.select().from(autoProcessChatRecords)).length
    const big = await createWith(customer, [field('name', 'big'), file('big.stl', Buffer.alloc(4096))], 'en')
    expect(big.statusCode).toBe(413)
    expect(big.json().msg).toBe('File too large: each file must be at most 2 KB')
    const many = await createWith(customer, [file('a.stl', 'a'), file('b.stl', 'b'), file('c.stl', 'c')], 'en')
    expect(many.statusCode).toBe(413)
    expect(many.json().msg).toBe('Too many files: at most 2')
    expect(uploadsIn(ctx.config.uploadsDir).length).toBe(before)
    expect((await ctx.db.select().from(autoProcessChatRecords)).length).toBe(countBefore)
  })

  it('validates the name and removes the uploaded files when it is invalid', async () => {
    const before = uploadsIn(ctx.config.uploadsDir).length
    const res = await createWith(customer, [field('name', 'n'.repeat(101)), file('a.stl', 'a')], 'en')
    expect(res.json()).toMatchObject({ code: 400, msg: 'name must be at most 100 characters' })
    expect(uploadsIn(ctx.config.uploadsDir).length).toBe(before)
  })

  it('needs a multipart body', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: `${base}/create`,
      headers: ctx.auth(customer),
      payload: { name: 'json' },
    })
    expect(res.statusCode).toBe(415)
    expect(res.json().code).toBe(415)
  })
})

describe('paging, renaming and dispatch ids', () => {
  it('pages the caller’s records only, newest first', async () => {
    await createWith(other, [field('name', 'auditor record'), TINY_STL()])
    // A finishing plan moves its record up the history: let the earlier ones finish first.
    await settled()
    const newest = (await createWith(customer, [field('name', 'newest'), TINY_STL()])).json().data
    const res = await ctx.request({
      method: 'GET',
      url: `${base}/page?pageIndex=1&pageSize=2`,
      headers: ctx.auth(customer),
    })
    const data = res.json().data
    expect(data.rows[0]).toMatchObject({ id: newest.id, name: 'newest', dispatchId: null })
    expect(data).toMatchObject({ pageIndex: 1, pageSize: 2, hasNextPage: true })
    const all = await ctx.request({ method: 'GET', url: `${base}/page?pageSize=100`, headers: ctx.auth(customer) })
    expect(all.json().data.rows.some((r: { name: string }) => r.name === 'auditor record')).toBe(false)
  })

  it('renames through the query and refuses to dispatch a route that was never planned', async () => {
    const record = (await createWith(customer, [field('name', 'old'), TINY_STL()])).json().data
    const hostile = '<img src=x onerror=alert(1)>'
    const renamed = await ctx.request({
      method: 'POST',
      url: `${base}/update-name/${record.id}?name=${encodeURIComponent(hostile)}`,
      headers: ctx.auth(customer),
    })
    expect(renamed.json()).toMatchObject({ code: 200, data: { id: record.id, name: hostile } })
    // Dispatch needs a finished plan (tests/server/process-plan.test.ts dispatches one).
    const [failed] = await ctx.db
      .insert(autoProcessChatRecords)
      .values({ userId: await ownerId(), name: 'failed', status: 'failed' })
      .returning()
    const dispatched = await ctx.request({
      method: 'POST',
      url: `${base}/update-dispatch-id/${failed!.id}?dispatchId=job-42`,
      headers: { ...ctx.auth(customer), 'accept-language': 'en' },
    })
    expect(dispatched.json()).toMatchObject({
      code: 409,
      msg: 'The analysis is not finished; the route cannot be dispatched yet',
    })
  })

  it('validates the query values', async () => {
    const record = (await createWith(customer, [field('name', 'v'), TINY_STL()])).json().data
    const send = (url: string) =>
      ctx.request({ method: 'POST', url, headers: { ...ctx.auth(customer), 'accept-language': 'en' } })
    expect((await send(`${base}/update-name/${record.id}`)).json()).toMatchObject({
      code: 400,
      msg: 'name is required',
    })
    expect((await send(`${base}/update-dispatch-id/${record.id}?dispatchId=${'d'.repeat(101)}`)).json()).toMatchObject({
      code: 400,
      msg: 'dispatchId must be at most 100 characters',
    })
    expect((await send(`${base}/update-name/abc?name=x`)).json().code).toBe(400)
  })

  it('answers 404 for someone else’s record on every change', async () => {
    const theirs = (await createWith(other, [field('name', 'theirs'), TINY_STL()])).json().data
    for (const url of [
      `${base}/update-name/${theirs.id}?name=x`,
      `${base}/update-dispatch-id/${theirs.id}?dispatchId=x`,
      `${base}/${theirs.id}`,
    ]) {
      const res = await ctx.request({ method: 'POST', url, headers: ctx.auth(customer) })
      expect(res.statusCode).toBe(404)
    }
    const [row] = await ctx.db.select().from(autoProcessChatRecords).where(eq(autoProcessChatRecords.id, theirs.id))
    expect(row).toMatchObject({ name: 'theirs', dispatchId: null })
  })
})

describe('POST /api/auto-process-chat-record/{id}', () => {
  it('deletes the record and its files', async () => {
    const record = (await createWith(customer, [field('name', 'gone'), TINY_STL()])).json().data
    const [stored] = await ctx.db.select().from(autoProcessFiles).where(eq(autoProcessFiles.recordId, record.id))
    const path = join(ctx.config.uploadsDir, stored!.storedPath)
    expect(existsSync(path)).toBe(true)
    const res = await ctx.request({ method: 'POST', url: `${base}/${record.id}`, headers: ctx.auth(customer) })
    expect(res.json()).toMatchObject({ code: 200, data: true })
    expect(existsSync(path)).toBe(false)
    expect(await ctx.db.select().from(autoProcessFiles).where(eq(autoProcessFiles.recordId, record.id))).toHaveLength(0)
    expect(
      (await ctx.request({ method: 'POST', url: `${base}/${record.id}`, headers: ctx.auth(customer) })).statusCode,
    ).toBe(404)
  })
})
