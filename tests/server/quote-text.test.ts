import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatMessages, partQuotes } from '../../server/db/schema.ts'
import { renderMessage } from '../../server/services/chat-messages.ts'
import { distinctReasons, shownFlag, shownLine, shownWarning } from '../../server/services/quote-text.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { filePart, fixtureBytes, json, upload, waitTask } from './helpers/quoting.ts'

// A quote is stored once and read by people of either language, now and later: its flags,
// advisories and breakdown titles are stored as codes and parameters and worded when read.

/** English words (three letters or more) other than the currency code; what a zh-CN reader must not meet. */
const englishWords = (text: string) => (text.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => w !== 'CNY')

describe('wording stored codes for the reader', () => {
  it('words a review flag from its parameters in either language', () => {
    const flag = { code: 'price-above-threshold' as const, params: { threshold: 10000, currency: 'CNY' } }
    expect(shownFlag('zh-CN', flag)).toMatchObject({
      message: '单价超过 ¥10,000.00：需人工复核',
      label: '单价超过复核阈值',
    })
    expect(shownFlag('en', flag)).toMatchObject({ message: 'Unit price above CN¥10,000.00: manual review' })
    expect(shownFlag('zh-CN', { code: 'unknown-material', params: { pricedAs: 'AL6061' } })).toMatchObject({
      message: '没有给出材料（按 铝合金 6061 计价）',
      label: '没有给出材料',
    })
    expect(shownFlag('en', { code: 'unknown-material', params: { pricedAs: 'AL6061' } }).message).toContain(
      'Aluminium 6061',
    )
  })

  it('names each geometry advisory instead of "geometry" and words it from its numbers', () => {
    const envelope = {
      code: 'geometry' as const,
      params: { warning: 'beyond-envelope', size: '558.8 × 527.1 × 482.6', envelope: '850 × 500 × 500' },
    }
    const nearNet = { code: 'geometry' as const, params: { warning: 'near-net-blank', ratio: '10.5', limit: 3 } }
    expect(shownFlag('zh-CN', envelope)).toMatchObject({
      message: '零件尺寸 558.8 × 527.1 × 482.6 超出机床行程 850 × 500 × 500',
      label: '零件超出机床行程',
    })
    expect(shownFlag('en', envelope).message).toBe(
      'Part 558.8 × 527.1 × 482.6 exceeds the 850 × 500 × 500 machine envelope',
    )
    expect(distinctReasons([envelope, nearNet, envelope])).toEqual([
      'geometry.beyond-envelope',
      'geometry.near-net-blank',
    ])
  })

  it('words a flag stored before parameters existed without its old English sentence', () => {
    const old = { code: 'unknown-material' as const, message: 'No material given (priced as AL6061)' }
    const shown = shownFlag('zh-CN', old)
    expect(shown.message).toBe('材料未识别')
    expect(englishWords(shown.message)).toEqual([])
  })

  it('says each reason once in the assistant summary, even one stored repeated', () => {
    const text = renderMessage('zh-CN', 'chat.assistantUnpriced', {
      name: '支架',
      flags: ['geometry', 'geometry', 'unknown-material'],
    })
    expect(text).toBe('支架：没有 3D 模型，暂时无法计算价格。需人工复核：几何需要复核、材料未识别。')
  })

  it('shows the amounts of the assistant summary as money', () => {
    const text = renderMessage('zh-CN', 'chat.assistantQuote', {
      name: '支架',
      material: '45#',
      quantity: 10,
      currency: 'CNY',
      unitPrice: '152515.00',
      unitPriceWithTax: '172341.95',
      total: '1525150.00',
      totalWithTax: '1723419.5',
      flags: [],
    })
    expect(text).toContain('单价 ¥152,515.00（含税 ¥172,341.95），合计 ¥1,525,150.00（含税 ¥1,723,419.50）')
  })

  it('names the priced material, a changed material and treatments, and an incompatible treatment in the reader’s words', () => {
    const quote = (locale: 'zh-CN' | 'en') =>
      renderMessage(locale, 'chat.assistantQuote', {
        name: 'bracket',
        material: '45#',
        quantity: 1,
        currency: 'CNY',
        unitPrice: '1.00',
        unitPriceWithTax: '1.13',
        total: '1.00',
        totalWithTax: '1.13',
        flags: [],
      })
    expect(quote('zh-CN')).toContain('材料 45 钢')
    expect(quote('en')).toContain('Steel 45 (C45)')
    const changes = [
      { field: 'material', value: 'AL6061' },
      { field: 'surfaceTreatments', value: 'SANDBLAST + BLACK_OXIDE' },
      { field: 'heatTreatments', value: 'QT' },
    ]
    const en = renderMessage('en', 'chat.userReprice', { name: 'bracket', changes })
    expect(en).toContain('Aluminium 6061')
    expect(en).toContain('Sandblasting + Black oxide')
    expect(en).toContain('Quench and temper')
    expect(en).not.toMatch(/[\u4e00-\u9fff]|AL6061|BLACK_OXIDE/)
    expect(renderMessage('zh-CN', 'chat.userReprice', { name: '支架', changes })).toContain('喷砂 + 发黑')
    const flag = {
      code: 'treatment-incompatible' as const,
      params: { treatment: '发黑', treatmentKey: 'BLACK_OXIDE', material: 'AL6061' },
    }
    expect(shownFlag('en', flag).message).toMatch(/Black oxide.*Aluminium 6061/)
    expect(shownFlag('zh-CN', flag).message).toBe('发黑不适用于材料 铝合金 6061')
  })

  it('words breakdown titles and formulas in one language, treatments by kind and name', () => {
    const material = {
      key: 'material',
      label: 'Material 材料费',
      amount: '1.00',
      formula: 'max(mass × priceKg)',
      inputs: [],
    }
    expect(shownLine('zh-CN', material)).toMatchObject({ label: '材料费' })
    expect(englishWords(shownLine('zh-CN', material).formula)).toEqual(['max'])
    expect(shownLine('en', material).label).toBe('Material')
    const treatment = {
      key: 'treatment:HARDEN',
      label: 'Heat treatment: 淬火+回火',
      amount: '2.00',
      params: { kind: 'heat', name: '淬火+回火' },
      inputs: [
        { name: 'treatment', value: 'HARDEN', source: 'default' as const },
        { name: 'mass', value: '1', source: '3d' as const },
      ],
    }
    expect(shownLine('zh-CN', treatment)).toMatchObject({ label: '热处理：淬火+回火' })
    expect(shownLine('en', treatment).label).toBe('Heat treatment: Harden and temper')
    // A treatment the shop named keeps its name (its Latin alias on an English screen, when it has one).
    const own = { ...treatment, key: 'treatment:MY', params: { kind: 'heat', name: '客户指定淬火' } }
    own.inputs = [{ name: 'treatment', value: 'MY', source: 'default' }, own.inputs[1]!]
    expect(shownLine('en', own).label).toBe('Heat treatment: 客户指定淬火')
    const renamed = { ...treatment, params: { kind: 'heat', name: '淬火', nameEn: 'Through hardening' } }
    expect(shownLine('en', renamed).label).toBe('Heat treatment: Through hardening')
    // A line the engine does not make (a reviewer's adjustment) keeps its own words.
    expect(shownLine('en', { key: 'adjustment', label: '调价', amount: '1.00', inputs: [] }).label).toBe('调价')
  })

  it('words a geometry advisory for the part screen', () => {
    const warning = {
      code: 'thin-part' as const,
      severity: 'warning' as const,
      params: { thickness: '0.80', limit: 1 },
    }
    expect(shownWarning('zh-CN', warning)).toEqual({
      code: 'thin-part',
      severity: 'warning',
      message: '平均壁厚 0.80 mm，小于 1 mm',
    })
    expect(shownWarning('en', warning).message).toBe('Mean wall thickness 0.80 mm is below 1 mm')
  })
})

describe('a part that raises several review flags (NIST_MBE_PMI_5 with its drawing)', () => {
  let ctx: TestContext
  let customer: string
  let partId: number
  let chatRecordId: number

  beforeAll(async () => {
    ctx = await createTestContext()
    customer = await ctx.login('customer')
    const res = await upload(ctx, customer, [
      filePart('NIST_MBE_PMI_5.stp', fixtureBytes('3d/step/NIST_MBE_PMI_5.stp')),
      filePart('NIST_MBE_PMI_5.pdf', fixtureBytes('2d/NIST_MBE_PMI_5.pdf')),
    ])
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    chatRecordId = data.chatRecordId
    partId = data.parts[0].partId
    expect((await waitTask(ctx, customer, data.taskId)).status).toBe('done')
  }, 180_000)
  afterAll(() => ctx.close())

  const read = async (lang: string) =>
    (await json(ctx, customer, 'GET', `/api/cnc/partcosts/part/${partId}`, undefined, lang)).json().data

  it('stores codes and parameters, no sentences', async () => {
    const [row] = await ctx.db.select().from(partQuotes).where(eq(partQuotes.partId, partId))
    const stored = JSON.stringify(row!.result)
    expect(stored).not.toContain('manual review')
    expect(stored).not.toContain('材料费')
    const codes = (row!.result as { reviewFlags: { code: string }[] }).reviewFlags.map((f) => f.code)
    // The 558.8 mm part fits the enabled gantry (2000 × 1600 × 800): no machine-envelope flag.
    expect(codes).toEqual(['unknown-material', 'price-above-threshold', 'geometry'])
  })

  it('answers a zh-CN reader in Chinese only: flags, advisories, breakdown titles', async () => {
    const part = await read('zh-CN')
    const texts = [
      ...part.quote.reviewFlags.flatMap((f: { message: string; label: string }) => [f.message, f.label]),
      ...part.geometry.warnings.map((w: { message: string }) => w.message),
      ...part.quote.breakdown.map((l: { label: string }) => l.label),
    ]
    expect(texts.length).toBeGreaterThan(8)
    for (const text of texts) expect(englishWords(text), text).toEqual([])
    expect(texts).toContain('没有给出材料（按 铝合金 6061 计价）')
    // Its route stress-relieves it (most of the stock is removed), so the quote prices that too.
    expect(part.quote.breakdown.map((l: { label: string }) => l.label)).toEqual([
      '材料费',
      '加工费',
      '热处理：去应力/时效',
      '编程和装夹调机费',
      '管理费、利润及其他',
    ])
  })

  it('answers an en reader of the same stored quote in English', async () => {
    const part = await read('en')
    expect(part.quote.reviewFlags.map((f: { message: string }) => f.message)).toEqual([
      'No material given (priced as Aluminium 6061)',
      'Unit price above CN¥10,000.00: manual review',
      expect.stringMatching(/^The removed volume is \d+(\.\d)?× the part, over the near-net limit/),
    ])
    expect(part.quote.breakdown.map((l: { label: string }) => l.label)).toEqual([
      'Material',
      'Machining',
      expect.stringMatching(/^Heat treatment: /),
      'Programming and setup',
      'Overhead, profit and other',
    ])
  })

  it('has the assistant say each distinct reason once, specifically, in the reader language', async () => {
    const zh = (await json(ctx, customer, 'GET', `/api/chatrecord/${chatRecordId}/messages`, undefined, 'zh-CN')).json()
      .data
    const summary = zh.rows.at(-1).content as string
    const reasons = summary
      .slice(summary.indexOf('需人工复核：') + 6)
      .replace(/。$/, '')
      .split('、')
    expect(reasons).toEqual(['没有给出材料', '单价超过复核阈值', '按近净成形毛坯计费'])
    const stored = await ctx.db.select().from(chatMessages).where(eq(chatMessages.chatRecordId, chatRecordId))
    expect(JSON.stringify(stored.map((m) => m.params))).not.toContain('几何')
    const en = (await json(ctx, customer, 'GET', `/api/chatrecord/${chatRecordId}/messages`, undefined, 'en')).json()
      .data
    expect(en.rows.at(-1).content).toContain(
      'Needs review: no material given, unit price above the review threshold, priced with a near-net blank.',
    )
  })
})
