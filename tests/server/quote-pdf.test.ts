import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_API } from '../../contract/admin.ts'
import { capitalAmount } from '../../contract/format/capital-amount.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { multipart } from './helpers/multipart.ts'
import { baseFonts, pdfPages } from './helpers/pdf-text.ts'
import { call, pricedParts } from './helpers/quote-orders.ts'

// The 报价单 PDF: drawn on the server from the order and the shop profile, its text searchable
// (read back with pdf.js), its font a subset, and only for the order's owner and staff.

let ctx: TestContext
const tokens: Record<string, string> = {}
let order: { id: number; number: string; totalWithTax: string; lines: { partName: string }[] }
const NAMES = ['法兰盘', 'bracket-b', '轴套', 'cover-d', '支架']

const image = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 4, background: color } })
    .png()
    .toBuffer()

const uploadImage = (kind: string, data: Buffer, token = tokens.admin!) => {
  const form = multipart([{ name: 'file', data, filename: `${kind}.png`, contentType: 'image/png' }])
  return ctx.request({
    method: 'POST',
    url: `/api/shop-profile/images/${kind}`,
    headers: { ...ctx.auth(token), ...form.headers },
    payload: form.body,
  })
}

const pdfOf = (id: number, token: string | null, lang = 'zh-CN') =>
  ctx.request({
    method: 'GET',
    url: `/api/quote-order/${id}/pdf`,
    headers: { ...(token ? ctx.auth(token) : {}), 'accept-language': lang },
  })

/** "1,234.50" as the money style groups it, from the decimal string. */
const grouped = (amount: string) => {
  const [whole, cents] = amount.split('.')
  return `${whole!.replace(/\B(?=(\d{3})+$)/g, ',')}.${(cents ?? '').padEnd(2, '0')}`
}

beforeAll(async () => {
  ctx = await createTestContext()
  for (const u of ['customer', 'acme', 'admin']) tokens[u] = await ctx.login(u)
  const parts = await pricedParts(
    ctx,
    tokens.customer!,
    NAMES.map((name, i) => [name, [40 + i * 5, 30, 20]]),
  )
  const texts = {
    name: { 'zh-CN': '苏州精工机械有限公司', en: 'Suzhou Precision Machining Co., Ltd.' },
    address: { 'zh-CN': '江苏省苏州市工业园区星湖街 88 号', en: '88 Xinghu St, Suzhou Industrial Park' },
    paymentTerms: { 'zh-CN': '月结 30 天', en: 'Net 30 days' },
    deliveryPlace: { 'zh-CN': '需方指定仓库', en: 'Buyer’s warehouse' },
    freightTerms: { 'zh-CN': '运费由供方承担', en: 'Freight paid by the supplier' },
  }
  const saved = await call(ctx, tokens.admin!, 'PUT', '/api/shop-profile', {
    texts,
    phone: '0512-6688 1234',
    invoiceType: 'special',
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  expect((await uploadImage('letterhead', await image(1200, 160, '#1f4e8c'))).statusCode).toBe(200)
  expect((await uploadImage('seal', await image(300, 300, '#d0202080'))).statusCode).toBe(200)
  const created = await call(ctx, tokens.customer!, 'POST', '/api/quote-order/create', { partIds: parts })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const draft = created.body.data
  await call(ctx, tokens.customer!, 'POST', `/api/quote-order/${draft.id}/remarks`, {
    version: draft.version,
    remarks: '请按图纸公差加工，去毛刺',
  })
  order = (await call(ctx, tokens.customer!, 'GET', `/api/quote-order/${draft.id}`)).body.data
}, 180_000)
afterAll(() => ctx?.close())

describe('the 报价单 PDF', () => {
  it('holds the number, every line, the totals and the total in capitals, in Chinese', async () => {
    const res = await pdfOf(order.id, tokens.customer!)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toContain(`${order.number}.pdf`)
    const text = (await pdfPages(res.rawPayload)).join('\n')
    expect(text).toContain('报价单')
    expect(text).toContain(order.number)
    for (const name of NAMES) expect(text).toContain(name)
    expect(text).toContain(`¥${grouped(order.totalWithTax)}`)
    expect(text).toContain(capitalAmount(order.totalWithTax))
    expect(text).toContain('合计金额（大写）')
    expect(text).toContain('苏州精工机械有限公司')
    expect(text).toContain('增值税专用发票，税率 13%')
    expect(text).toContain('月结 30 天')
    expect(text).toContain('请按图纸公差加工，去毛刺')
    expect(text).toContain('供方（盖章）')
  })

  it('speaks English when asked, keeping the capitals a Chinese buyer checks', async () => {
    const res = await pdfOf(order.id, tokens.customer!, 'en')
    const text = (await pdfPages(res.rawPayload)).join('\n')
    expect(text).toContain('Quotation')
    expect(text).toContain(order.number)
    for (const name of NAMES) expect(text).toContain(name)
    expect(text).toContain(`CN¥${grouped(order.totalWithTax)}`)
    expect(text).toContain(capitalAmount(order.totalWithTax))
    // A long name wraps at its space, which the text layer does not keep.
    expect(text.replace(/\s+/g, '')).toContain('SuzhouPrecisionMachiningCo.,Ltd.')
    expect(text).toContain('Net 30 days')
  })

  it('embeds only a subset of the font, so five lines stay small', async () => {
    const res = await pdfOf(order.id, tokens.customer!)
    expect(order.lines).toHaveLength(5)
    expect(res.rawPayload.length).toBeLessThan(1024 * 1024)
    const fonts = baseFonts(res.rawPayload)
    expect(fonts.length).toBeGreaterThan(0)
    for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+NotoSansSC/)
  })

  it('is the owner’s and staff’s: another customer is told it does not exist, nobody signed out gets it', async () => {
    expect((await pdfOf(order.id, tokens.admin!)).statusCode).toBe(200)
    expect((await pdfOf(order.id, tokens.acme!)).statusCode).toBe(404)
    expect((await pdfOf(order.id, null)).statusCode).toBe(401)
  })
})

describe('the shop profile', () => {
  it('refuses an image that is not a PNG or JPEG, or does not decode, and keeps the one it had', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')
    const refused = await uploadImage('seal', gif)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().msg).toBe('图片须为 PNG 或 JPEG 格式')
    const broken = Buffer.concat([(await image(10, 10, '#000')).subarray(0, 40), Buffer.alloc(40)])
    expect((await uploadImage('seal', broken)).statusCode).toBe(400)
    const profile = (await call(ctx, tokens.admin!, 'GET', '/api/shop-profile')).body.data
    expect(profile.images).toEqual({ letterhead: true, seal: true })
  })

  it('is staff’s to read and change', async () => {
    expect((await call(ctx, tokens.customer!, 'GET', '/api/shop-profile')).status).toBe(403)
    expect((await uploadImage('seal', await image(10, 10, '#000'), tokens.customer)).statusCode).toBe(403)
    // Every change staff made above is in the audit log, by whom.
    const log = await call(ctx, tokens.admin!, 'GET', `${ADMIN_API.auditLog}?targetType=shopProfile&pageSize=50`)
    const entries = log.body.data.rows as { action: string; actorName: string }[]
    expect(entries.map((e) => e.action).sort()).toEqual([
      'shopProfile.edit',
      'shopProfile.update',
      'shopProfile.update',
    ])
    expect(new Set(entries.map((e) => e.actorName))).toEqual(new Set(['admin']))
  })
})
