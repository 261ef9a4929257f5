import { formatCalendarDay } from '../../contract/format/calendar-day.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseCommand } from '../../server/services/chat-commands.ts'
import { tierWithin } from '../../server/services/chat-tier.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { boxStl, call } from './helpers/quote-orders.ts'
import { DRAWING_PDF, filePart, upload, waitTask } from './helpers/quoting.ts'

// Dates read as the screens read a shop day.
const zh = (day: string) => formatCalendarDay(day, 'zh-CN')
const enDay = (day: string) => formatCalendarDay(day, 'en')

// The conversation chooses the delivery: a tier by name, or "within N days", which takes the
// cheapest tier the shop offers the part that arrives in time, or says none does and when the
// fastest one arrives.

describe('delivery in a chat sentence', () => {
  it.each([
    ['加急', { tier: 'rush' }],
    ['这个是急件', { tier: 'rush' }],
    ['rush please', { tier: 'rush' }],
    ['can you expedite it', { tier: 'rush' }],
    ['经济档就行', { tier: 'economy' }],
    ['不急', { tier: 'economy' }],
    ['no rush', { tier: 'economy' }],
    ['标准交期', { tier: 'standard' }],
    ['3 天内交货', { withinDays: 3 }],
    ['within 5 days', { withinDays: 5 }],
    ['5个工作日内', { withinDays: 5 }],
    ['数量改为200，加急', { quantity: 200, tier: 'rush' }],
    ['做50件，10天内交货', { quantity: 50, withinDays: 10 }],
  ])('%s', (text, expected) => expect(parseCommand(text)).toEqual(expected))

  const option = (tier: string, days: number, priceFactor: number) => ({
    tier,
    days,
    priceFactor,
    shipDate: `2026-01-${String(days).padStart(2, '0')}`,
    deliveryDate: `2026-01-${String(days + 2).padStart(2, '0')}`,
    unitPrice: null,
    unitPriceWithTax: null,
    total: null,
  })
  const offered = [option('economy', 12, -0.05), option('standard', 7, 0), option('rush', 4, 0.3)]

  it('takes the cheapest tier that arrives in time, else names the fastest', () => {
    expect(tierWithin(offered, 30)).toMatchObject({ met: true, tier: { tier: 'economy' } })
    expect(tierWithin(offered, 8)).toMatchObject({ met: true, tier: { tier: 'standard' } })
    expect(tierWithin(offered, 4)).toMatchObject({ met: true, tier: { tier: 'rush' } })
    expect(tierWithin(offered, 3)).toMatchObject({ met: false, tier: { tier: 'rush' } })
    expect(tierWithin([], 3)).toEqual({ met: false, tier: undefined })
  })
})

describe('choosing a tier in the conversation', () => {
  let ctx: TestContext
  let token: string
  let record: number
  let partId: number

  beforeAll(async () => {
    ctx = await createTestContext()
    token = await ctx.login('customer')
    const res = await upload(ctx, token, [
      filePart('bracket.stl', boxStl(60, 40, 20)),
      filePart('bracket.pdf', DRAWING_PDF),
    ])
    const data = res.json().data
    expect((await waitTask(ctx, token, data.taskId)).status).toBe('done')
    record = data.chatRecordId
    partId = data.parts[0].partId
  }, 180_000)
  afterAll(() => ctx.close())

  const say = async (text: string, lang = 'zh-CN') => {
    const r = await call(ctx, token, 'POST', `/api/chatrecord/${record}/command`, { text, partId }, lang)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    return r.body.data
  }

  it('prices a named tier and says its tier and dates', async () => {
    const answer = await say('加急')
    expect(answer.understood).toBe(true)
    const quote = answer.parts[0].quote
    expect(quote.leadTime).toMatchObject({ tier: 'rush', tierSource: 'user' })
    expect(quote.adjustments.find((a: { name: string }) => a.name === 'leadTier')).toMatchObject({ value: 'rush' })
    const text = answer.messages.at(-1).content
    expect(text).toContain(
      `交期：加急，${zh(quote.leadTime.shipDate)} 发货，预计 ${zh(quote.leadTime.deliveryDate)} 送达`,
    )

    const en = await say('no rush', 'en')
    const economy = en.parts[0].quote.leadTime
    expect(economy.tier).toBe('economy')
    expect(en.messages.at(-1).content).toContain(
      `Economy: ships ${enDay(economy.shipDate)}, delivered by ${enDay(economy.deliveryDate)}`,
    )
  })

  it('chooses the cheapest tier that arrives within the days asked', async () => {
    const before = (await call(ctx, token, 'GET', `/api/cnc/partcosts/part/${partId}`)).body.data.quote.leadTime
    const economy = before.offered.find((o: { tier: string }) => o.tier === 'economy')
    const standard = before.offered.find((o: { tier: string }) => o.tier === 'standard')
    expect(standard.days).toBeLessThan(economy.days)
    // Too soon for economy, in time for standard: standard, the cheaper of the two that arrive.
    const answer = await say(`${standard.days} 天内交货`)
    expect(answer.parts[0].quote.leadTime.tier).toBe('standard')
    expect(answer.messages.map((m: { content: string }) => m.content)).toContain(
      `bracket：标准可在 ${zh(standard.deliveryDate)} 前送达，在 ${standard.days} 天之内。`,
    )
  })

  it('says when no tier arrives in time, gives the fastest date and keeps the tier', async () => {
    const before = (await call(ctx, token, 'GET', `/api/cnc/partcosts/part/${partId}`)).body.data.quote
    // The fastest; of two as fast, the cheaper.
    const fastest = [...before.leadTime.offered].sort((a, b) => a.days - b.days || a.priceFactor - b.priceFactor)[0]
    const label = { economy: 'Economy', standard: 'Standard', rush: 'Rush' }[fastest.tier as string]
    const answer = await say('within 1 day', 'en')
    expect(answer.understood).toBe(true)
    expect(answer.parts).toEqual([])
    expect(answer.messages.at(-1).content).toBe(
      `bracket: no tier can deliver within 1 day; the fastest is ${label}, shipping ${enDay(fastest.shipDate)} and delivered by ${enDay(fastest.deliveryDate)} (${fastest.days} working days). The tier is unchanged.`,
    )
    const after = (await call(ctx, token, 'GET', `/api/cnc/partcosts/part/${partId}`)).body.data.quote
    expect(after.quoteId).toBe(before.quoteId)
  })
})
