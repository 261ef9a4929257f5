import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { autoProcessChatRecords, autoProcessFiles, quotePartFiles, quoteParts } from '../../server/db/schema.ts'
import { diskStorage } from '../../server/lib/storage.ts'
import { SWEEP_GRACE_MS, sweepStoredFiles } from '../../server/services/stored-files.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { call, pricedParts } from './helpers/quote-orders.ts'

// A customer placed a quote order, then deleted the chat record its parts came from: the order's
// STEP and PDF answered 404 for the customer and the pricing engineer. A file lives as long as
// anything refers to it; files nothing refers to still leave the disk.

let ctx: TestContext
const tokens: Record<string, string> = {}

beforeAll(async () => {
  ctx = await createTestContext()
  for (const u of ['customer', 'acme', 'auditor']) tokens[u] = await ctx.login(u)
}, 60_000)
afterAll(() => ctx.close())

const onDisk = (path: string) => existsSync(join(ctx.config.uploadsDir, path))
const filesOf = (partIds: number[]) =>
  ctx.db.select().from(quotePartFiles).where(inArray(quotePartFiles.partId, partIds))

/** Two parts uploaded in one record; the first is ordered (已下单) through every move. */
async function placedOrder() {
  const [ordered, loose] = await pricedParts(ctx, tokens.customer!, [
    ['bracket', [40, 30, 20]],
    ['spacer', [20, 20, 5]],
  ])
  const [part] = await ctx.db.select().from(quoteParts).where(eq(quoteParts.id, ordered!))
  let o = (await call(ctx, tokens.customer!, 'POST', '/api/quote-order/create', { partIds: [ordered] })).body.data
  const move = async (who: string, action: string) =>
    (o = (await call(ctx, tokens[who]!, 'POST', `/api/quote-order/${o.id}/move`, { action, version: o.version })).body
      .data)
  await move('customer', 'submit')
  await move('auditor', 'quote')
  await move('customer', 'accept')
  await move('customer', 'order')
  expect(o.status).toBe('ordered')
  return {
    order: o as { id: number; number: string; lines: { files: { fileId: number; url: string }[] }[] },
    recordId: part!.chatRecordId,
    orderedFiles: await filesOf([ordered!]),
    looseFiles: await filesOf([loose!]),
  }
}

const download = (token: string, url: string) => ctx.request({ method: 'GET', url, headers: ctx.auth(token) })
const deleteRecord = (id: number) =>
  call(ctx, tokens.customer!, 'POST', `/api/chatrecord/delete/${id}`).then((r) => r.body)

describe('deleting the chat record behind a placed order', () => {
  it('names the order beforehand, keeps its files for the customer and staff, and removes the rest', async () => {
    const { order, recordId, orderedFiles, looseFiles } = await placedOrder()
    const kept = await call(ctx, tokens.customer!, 'GET', `/api/chatrecord/${recordId}/kept-orders`)
    expect(kept.body).toMatchObject({ code: 200, data: [order.number] })
    expect((await call(ctx, tokens.acme!, 'GET', `/api/chatrecord/${recordId}/kept-orders`)).status).toBe(404)
    const bytes = orderedFiles.map((f) => readFileSync(join(ctx.config.uploadsDir, f.storedPath)))

    expect(await deleteRecord(recordId)).toMatchObject({ code: 200, data: true })

    const after = (await call(ctx, tokens.customer!, 'GET', `/api/quote-order/${order.id}`)).body.data
    const files = after.lines[0].files as { fileId: number; url: string; name: string }[]
    expect(files.map((f) => f.name).sort()).toEqual(['bracket.pdf', 'bracket.stl'])
    for (const f of files) expect(Object.keys(f)).not.toContain('storedPath')
    for (const who of ['customer', 'auditor']) {
      for (const [i, f] of orderedFiles.entries()) {
        const res = await download(tokens[who]!, `/api/cnc/partcosts/file/${f.id}`)
        expect(res.statusCode, `${who} ${f.originalName}`).toBe(200)
        expect(res.rawPayload.equals(bytes[i]!)).toBe(true)
        expect(res.headers['content-disposition']).toContain(encodeURIComponent(f.originalName))
      }
    }
    expect((await download(tokens.acme!, files[0]!.url)).statusCode).toBe(404)
    for (const f of orderedFiles) expect(onDisk(f.storedPath)).toBe(true)
    for (const f of looseFiles) expect(onDisk(f.storedPath)).toBe(false)
    for (const f of looseFiles)
      expect((await download(tokens.customer!, `/api/cnc/partcosts/file/${f.id}`)).statusCode).toBe(404)

    // The start-up sweep asks the same rule: what an order keeps is no orphan.
    const later = new Date(Date.now() + 2 * SWEEP_GRACE_MS)
    const swept = await sweepStoredFiles(ctx.db, diskStorage(ctx.config.uploadsDir), later)
    for (const f of orderedFiles) expect(swept).not.toContain(f.storedPath)
    for (const f of orderedFiles) expect(onDisk(f.storedPath)).toBe(true)
  }, 180_000)

  it('names no order for a record nobody ordered from', async () => {
    const [partId] = await pricedParts(ctx, tokens.customer!, [['lonely', [10, 10, 10]]], false)
    const [part] = await ctx.db.select().from(quoteParts).where(eq(quoteParts.id, partId!))
    const kept = await call(ctx, tokens.customer!, 'GET', `/api/chatrecord/${part!.chatRecordId}/kept-orders`)
    expect(kept.body).toMatchObject({ code: 200, data: [] })
  }, 120_000)
})

describe('a file a process record also refers to', () => {
  it('outlives the chat record, then leaves with the process record', async () => {
    const [partId] = await pricedParts(ctx, tokens.customer!, [['shared', [30, 10, 10]]], false)
    const [part] = await ctx.db.select().from(quoteParts).where(eq(quoteParts.id, partId!))
    const [file] = await filesOf([partId!])
    const customerId = part!.userId
    const [record] = await ctx.db
      .insert(autoProcessChatRecords)
      .values({ userId: customerId, name: 'shared', status: 'done' })
      .returning()
    await ctx.db.insert(autoProcessFiles).values({
      recordId: record!.id,
      originalName: file!.originalName,
      storedPath: file!.storedPath,
      size: file!.size,
      mimeType: file!.mimeType,
    })

    expect(await deleteRecord(part!.chatRecordId)).toMatchObject({ code: 200 })
    expect(onDisk(file!.storedPath)).toBe(true)

    const gone = await call(ctx, tokens.customer!, 'POST', `/api/auto-process-chat-record/${record!.id}`)
    expect(gone.body).toMatchObject({ code: 200, data: true })
    expect(onDisk(file!.storedPath)).toBe(false)
  }, 120_000)
})
