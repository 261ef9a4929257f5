import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Part } from '../../../../src/features/ai-quote/api/types.ts'
import { LeadTimeBlock } from '../../../../src/features/ai-quote/components/lead-time-block.tsx'
import {
  leadSteps,
  offeredTiers,
  stepText,
  tierColumns,
  tierName,
} from '../../../../src/features/ai-quote/lib/lead-time.ts'
import { $pricingOptions } from '../../../../src/features/ai-quote/stores/options.ts'
import { $parts } from '../../../../src/features/ai-quote/stores/parts.ts'
import { cancelRepricing, REPRICE_DEBOUNCE } from '../../../../src/features/ai-quote/stores/reprice.ts'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { logIn, stubFetch } from '../../support/fetch-stub.ts'
import { mountRoot } from '../../support/render.tsx'
import { resetState } from '../../support/reset.ts'
import { envelope, leadTime, part } from './support.ts'

// The quote card tells when the part ships and arrives and why: the steps with their days, the
// queue and the bottleneck in the reader's words, never a key; the buyer picks a tier there.

const NAMES = {
  materials: [{ key: 'AL6061', name: '铝合金 6061' }],
  surfaceTreatments: [{ key: 'ANODIZE_CLEAR', name: '本色阳极氧化' }],
  heatTreatments: [{ key: 'QT', name: '调质' }],
}
const OPTIONS = { currency: 'CNY', defaultMaterial: 'AL6061', toleranceGrades: [], raValues: [], ...NAMES }

/** A part priced at the standard tier with `leadTime()`. */
function dated(): Part {
  const p = part(4) as unknown as Part
  p.quote = { ...p.quote!, leadTime: leadTime() }
  return p
}

const text = (host: HTMLElement, id: string) =>
  host.querySelector(`[data-testid="${id}"]`)?.textContent?.replace(/\s+/g, ' ').trim()
/** A tier card's lines: its name, then its ship date and price or why it is not offered. */
const card = (host: HTMLElement, tier: string) =>
  [...host.querySelectorAll(`[data-testid="ai-quote-tier-${tier}"] > :not(input)`)].map((e) => e.textContent)

describe('the lead time in words', () => {
  beforeEach(() => resetState())

  it('names each step with its days, the queue and the bottleneck, in both languages', () => {
    const zh = leadSteps(leadTime(), NAMES)
    expect(zh.map(stepText)).toEqual([
      '备料 · 铝合金 6061 现货',
      '加工 · 三轴加工中心 3 天（排队 2 天）',
      '表面处理 · 本色阳极氧化 5 天',
      '检验包装 1 天',
      '运输 2 天',
    ])
    expect(zh.filter((s) => s.bottleneck).map((s) => s.name)).toEqual(['表面处理 · 本色阳极氧化'])
    setLocale('en')
    expect(leadSteps(leadTime(), NAMES).map(stepText)).toEqual([
      'Material · Aluminium 6061 in stock',
      'Machining · 3-axis machining centre 3 days (2 days in the queue)',
      'Surface treatment · Clear anodizing 5 days',
      'Inspection and packing 1 day',
      'Shipping 2 days',
    ])
  })

  it('names a heat treatment, a region, an economy tier’s wait, and leaves out steps that take no time', () => {
    const lead = leadTime()
    lead.tier = 'economy'
    lead.segments = [
      { kind: 'material', key: 'AL6061', days: 3 },
      { kind: 'tier', key: null, days: 5 },
      { kind: 'machining', key: 'vmc5', days: 0, minutes: 0, waitDays: 0 },
      { kind: 'treatment', key: 'QT', days: 4 },
      { kind: 'inspection', key: null, days: 0 },
      { kind: 'shipping', key: '华东', days: 1 },
    ]
    lead.bottleneck = 1
    expect(leadSteps(lead, NAMES).map(stepText)).toEqual([
      '备料 · 铝合金 6061 3 天',
      '排产缓冲 · 经济 5 天',
      '热处理 · 调质 4 天',
      '运输 · 华东 1 天',
    ])
  })

  it('orders the tiers from the cheapest to the dearest, whatever order the configuration keeps', () => {
    const lead = leadTime()
    const rush = { ...lead.offered[1]!, tier: 'rush', days: 4, priceFactor: 0.3 }
    lead.offered = [rush, ...lead.offered]
    expect(offeredTiers(lead).map((o) => o.tier)).toEqual(['economy', 'standard', 'rush'])
    lead.refused = []
    expect(tierColumns({ leadTime: lead, quantityBreaks: [] })).toEqual(['economy', 'standard', 'rush'])
  })

  it('names the usual tiers and keeps a tier of the shop’s own as it named it', () => {
    expect([tierName('economy'), tierName('standard'), tierName('rush'), tierName('夜班')]).toEqual([
      '经济',
      '标准',
      '加急',
      '夜班',
    ])
  })
})

describe('LeadTimeBlock', () => {
  const view = mountRoot()
  const radio = (tier: string) =>
    view.host.querySelector<HTMLInputElement>(`[data-testid="ai-quote-tier-${tier}"] input[type="radio"]`)!

  beforeEach(() => {
    resetState()
    cancelRepricing()
    vi.useFakeTimers({ now: new Date('2026-11-27T09:00:00') })
    $pricingOptions.set({ status: 'ready', options: OPTIONS })
  })
  afterEach(async () => {
    await view.render(null)
    cancelRepricing()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('shows the ship and delivery dates, the tier, its working days and the bottleneck, in both languages', async () => {
    const p = dated()
    await view.render(<LeadTimeBlock partId={4} quote={p.quote!} />)
    expect(text(view.host, 'ai-quote-ship-date')).toBe('12月3日 周四')
    expect(text(view.host, 'ai-quote-delivery-date')).toBe('12月7日 周一')
    expect(text(view.host, 'ai-quote-lead-tier')).toBe('标准 默认 · 8 个工作日')
    expect(text(view.host, 'ai-quote-bottleneck')).toBe('· 瓶颈：表面处理 · 本色阳极氧化')
    await act(async () => setLocale('en'))
    await view.render(<LeadTimeBlock partId={4} quote={p.quote!} />)
    expect(text(view.host, 'ai-quote-ship-date')).toBe('Thu, Dec 3')
    expect(text(view.host, 'ai-quote-lead-tier')).toBe('Standard Default · 8 working days')
    expect(card(view.host, 'rush')).toEqual(['Rush', 'Not available: capacity (fastest 6 days)'])
  })

  it('offers each tier with its ship date and unit price, the priced one checked, a refused one disabled with the reason', async () => {
    await view.render(<LeadTimeBlock partId={4} quote={dated().quote!} />)
    expect(card(view.host, 'economy')).toEqual(['经济', '12月10日 周四 发货', '¥95.00/件'])
    expect(card(view.host, 'standard')).toEqual(['标准', '12月3日 周四 发货', '¥100.00/件'])
    expect(card(view.host, 'rush')).toEqual(['加急', '产能不足，最快 6 天'])
    expect([radio('economy').checked, radio('standard').checked, radio('rush').checked]).toEqual([false, true, false])
    expect(radio('rush').disabled).toBe(true)
    expect(new Set([radio('economy').name, radio('standard').name, radio('rush').name]).size).toBe(1)
  })

  it('prices the part again at the chosen tier, showing the choice and that it is busy until the answer', async () => {
    logIn()
    const answer = dated()
    answer.quote!.leadTime = { ...leadTime(), tier: 'economy', tierSource: 'user', shipDate: '2026-12-10' }
    const calls = stubFetch(envelope(answer))
    await view.render(<LeadTimeBlock partId={4} quote={dated().quote!} />)
    await act(async () => radio('economy').click())
    expect(radio('economy').checked).toBe(true)
    expect(view.host.querySelector('[data-testid="ai-quote-tiers"]')?.getAttribute('aria-busy')).toBe('true')
    expect(text(view.host, 'ai-quote-tier-repricing')).toBe('正在按经济重新报价…')
    await act(async () => vi.advanceTimersByTimeAsync(REPRICE_DEBOUNCE))
    await act(async () => vi.runAllTimersAsync())
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toContain('/part/4/reprice')
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ tier: 'economy' })
    expect($parts.get()['4']?.part?.quote?.leadTime?.tier).toBe('economy')
    expect(view.host.querySelector('[data-testid="ai-quote-tier-repricing"]')).toBeNull()
  })

  it('says when the dates were worked out on an earlier day, and dates the part again at its tier on request', async () => {
    logIn()
    const today = dated()
    await view.render(<LeadTimeBlock partId={4} quote={today.quote!} />)
    expect(view.host.querySelector('[data-testid="ai-quote-lead-stale"]')).toBeNull()
    const old = dated()
    old.quote!.leadTime = { ...leadTime(), startDate: '2026-11-20' }
    const calls = stubFetch(envelope(today))
    await view.render(<LeadTimeBlock partId={4} quote={old.quote!} />)
    expect(text(view.host, 'ai-quote-lead-stale')).toContain('交期按 11月20日 周五 的排产计算')
    await act(async () => view.host.querySelector<HTMLElement>('[data-testid="ai-quote-redate"]')!.click())
    await act(async () => vi.advanceTimersByTimeAsync(REPRICE_DEBOUNCE))
    await act(async () => vi.runAllTimersAsync())
    expect(calls).toHaveLength(1)
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ tier: 'standard' })
  })

  it('shows nothing for a quote stored before lead times were planned', async () => {
    await view.render(<LeadTimeBlock partId={4} quote={part(4).quote as unknown as Part['quote'] & object} />)
    expect(view.host.querySelector('[data-testid="ai-quote-lead"]')).toBeNull()
  })
})
