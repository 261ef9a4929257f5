import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { RepriceForm } from '../../../../src/features/ai-quote/components/reprice-form.tsx'
import type { Part, PricedValues } from '../../../../src/features/ai-quote/api/types.ts'
import { $pricingOptions } from '../../../../src/features/ai-quote/stores/options.ts'
import { cancelRepricing, REPRICE_DEBOUNCE } from '../../../../src/features/ai-quote/stores/reprice.ts'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { logIn, stubFetch } from '../../support/fetch-stub.ts'
import { mountRoot } from '../../support/render.tsx'
import { resetState } from '../../support/reset.ts'
import { envelope, part } from './support.ts'

// The form showed 表面处理 无, 热处理 无 and the configuration's first material while the price
// included 发黑 and 调质 and 45# read from the drawing: it now starts from what was priced.

/** A drawing-only part priced with the drawing's 45#, 发黑 and 调质. */
function pricedFromDrawing(): Part {
  const p = part(3) as unknown as Part
  const values: PricedValues = {
    material: { value: '45#', source: '2d' },
    quantity: { value: 10, source: '2d' },
    surfaceTreatments: { value: ['BLACK_OXIDE'], source: '2d' },
    heatTreatments: { value: ['QT'], source: '2d' },
    toleranceGrade: { value: 11, source: 'default' },
    ra: { value: 1.6, source: '2d' },
  }
  p.quote = { ...p.quote!, quantity: 10, material: '45#', values }
  return p
}

const OPTIONS = {
  currency: 'CNY',
  defaultMaterial: 'AL6061',
  materials: [
    { key: 'AL6061', name: '铝合金 6061' },
    { key: '45#', name: '45 钢' },
  ],
  surfaceTreatments: [
    { key: 'ANODIZE_CLEAR', name: '本色阳极氧化' },
    { key: 'BLACK_OXIDE', name: '发黑' },
  ],
  heatTreatments: [{ key: 'QT', name: '调质' }],
  toleranceGrades: [7, 8, 9, 10, 11, 12],
  raValues: [6.3, 3.2, 1.6, 0.8],
}

describe('RepriceForm', () => {
  const view = mountRoot()
  const select = (name: string) => view.host.querySelector<HTMLSelectElement>(`[data-testid="ai-quote-form-${name}"]`)!
  const shown = (name: string) => select(name).selectedOptions[0]?.textContent
  const source = (name: string) => view.host.querySelector(`[data-testid="ai-quote-source-${name}"]`)?.textContent

  beforeEach(() => {
    resetState()
    cancelRepricing()
    $pricingOptions.set({ status: 'ready', options: OPTIONS })
  })
  afterEach(async () => {
    await view.render(null)
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('starts from the values the price used, each with its source', async () => {
    await view.render(<RepriceForm part={pricedFromDrawing()} />)
    expect(shown('material')).toBe('45 钢')
    expect(shown('surfaceTreatments')).toBe('发黑')
    expect(shown('heatTreatments')).toBe('调质')
    expect(shown('toleranceGrade')).toBe('IT11')
    expect(shown('ra')).toBe('Ra 1.6')
    expect(view.host.querySelector<HTMLInputElement>('[data-testid="ai-quote-quantity"]')!.value).toBe('10')
    for (const name of ['material', 'surfaceTreatments', 'heatTreatments', 'ra', 'quantity'])
      expect(source(name), name).toBe('2D')
    expect(source('toleranceGrade')).toBe('默认')
    await act(async () => setLocale('en'))
    await view.render(<RepriceForm part={pricedFromDrawing()} />)
    expect(source('toleranceGrade')).toBe('Default')
  })

  it('names the seeded materials and treatments in English on an English screen, a renamed one as typed', async () => {
    $pricingOptions.set({
      status: 'ready',
      options: { ...OPTIONS, materials: [...OPTIONS.materials, { key: 'AL7075', name: '7075 客户来料' }] },
    })
    await act(async () => setLocale('en'))
    await view.render(<RepriceForm part={pricedFromDrawing()} />)
    expect(shown('material')).toBe('Steel 45 (C45)')
    expect(shown('surfaceTreatments')).toBe('Black oxide')
    expect(shown('heatTreatments')).toBe('Quench and temper')
    const names = [...select('material').options].map((o) => o.textContent)
    expect(names).toEqual(['Aluminium 6061', 'Steel 45 (C45)', '7075 客户来料'])
    expect([...select('surfaceTreatments').options].map((o) => o.textContent)).toContain('Clear anodizing')
  })

  it('shows the priced values before the choices are loaded, and two treatments as one', async () => {
    $pricingOptions.set({ status: 'loading' })
    const p = pricedFromDrawing()
    p.quote!.values.surfaceTreatments = { value: ['SANDBLAST', 'BLACK_OXIDE'], source: 'user' }
    await view.render(<RepriceForm part={p} />)
    expect(shown('material')).toBe('45 钢')
    expect(shown('surfaceTreatments')).toBe('喷砂 + 发黑')
    expect(source('surfaceTreatments')).toBe('您')
  })

  it('prices "none" as none: the drawing’s treatment is overridden, not restored', async () => {
    logIn()
    vi.useFakeTimers()
    const calls = stubFetch(envelope(pricedFromDrawing()))
    await view.render(<RepriceForm part={pricedFromDrawing()} />)
    await act(async () => {
      select('surfaceTreatments').value = ''
      select('surfaceTreatments').dispatchEvent(new Event('change', { bubbles: true }))
    })
    await vi.advanceTimersByTimeAsync(REPRICE_DEBOUNCE)
    await vi.runAllTimersAsync()
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ surfaceTreatments: [] })
  })
})
