import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AttributeList } from '../../../../src/features/ai-quote/components/attribute-list.tsx'
import type { Part } from '../../../../src/features/ai-quote/api/types.ts'
import { $findings } from '../../../../src/features/ai-quote/stores/findings.ts'
import { $pricingOptions } from '../../../../src/features/ai-quote/stores/options.ts'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { mountRoot } from '../../support/render.tsx'
import { resetState } from '../../support/reset.ts'
import { part } from './support.ts'

// A value the quote took from a scan read with too little certainty (OCR) says so
// beside its 2D badge; the same value read from a text layer does not.

const fromDrawing = () => {
  const p = part(7) as unknown as Part
  p.quote!.breakdown[0]!.inputs[0]!.source = '2d'
  return p
}
const finding = (check: boolean) => ({
  field: 'material',
  raw: '6061',
  page: 1,
  box: { x: 10, y: 10, width: 40, height: 12 },
  source: 'ocr',
  ...(check ? { check: true } : {}),
})

describe('AttributeList', () => {
  const view = mountRoot()
  beforeEach(() => {
    resetState()
    $findings.set({})
    // The configuration's material names, as the server lists them (no request in a unit test).
    $pricingOptions.set({ status: 'ready', options: { materials: [{ key: 'AL6061', name: '铝合金 6061' }] } as never })
  })
  afterEach(() => view.render(null))

  it('marks a value read from a doubtful scan "please check", in the reader’s language', async () => {
    $findings.setKey('7', { status: 'ready', items: [finding(true)], active: -1 })
    await view.render(<AttributeList part={fromDrawing()} />)
    expect(view.host.querySelector('[data-testid="ai-quote-check-material"]')?.textContent).toBe('请核对')
    setLocale('en')
    await view.render(<AttributeList part={fromDrawing()} />)
    expect(view.host.querySelector('[data-testid="ai-quote-check-material"]')?.textContent).toBe('Please check')
  })

  it('leaves a value read with certainty unmarked', async () => {
    $findings.setKey('7', { status: 'ready', items: [finding(false)], active: -1 })
    await view.render(<AttributeList part={fromDrawing()} />)
    expect(view.host.querySelector('[data-testid="ai-quote-attr-material"]')).not.toBeNull()
    expect(view.host.querySelector('[data-testid="ai-quote-check-material"]')).toBeNull()
  })
})

describe('AttributeList names', () => {
  const view = mountRoot()
  beforeEach(() => {
    resetState()
    $findings.set({})
    // The configuration's material names, as the server lists them (no request in a unit test).
    $pricingOptions.set({ status: 'ready', options: { materials: [{ key: 'AL6061', name: '铝合金 6061' }] } as never })
  })
  afterEach(() => view.render(null))

  /** A part priced from AL6061 on the shop's 5-axis machine EQ-VMC5. */
  const onFiveAxis = () => {
    const p = part(8) as unknown as Part
    p.quote!.breakdown[0]!.inputs.push(
      { name: 'machine', value: 'EQ-VMC5', source: '3d' },
      { name: 'machineKind', value: 'vmc5', source: '3d' },
    )
    return p
  }
  const attr = (name: string) => view.host.querySelector(`[data-testid="ai-quote-attr-${name}"] dd`)?.textContent

  it('names the material and the machine’s kind in the reader’s language, not by code', async () => {
    await view.render(<AttributeList part={onFiveAxis()} />)
    expect(attr('material')).toMatch(/^铝合金 6061/)
    expect(attr('machine')).toMatch(/^五轴加工中心/)
    setLocale('en')
    await view.render(<AttributeList part={onFiveAxis()} />)
    expect(attr('material')).toMatch(/^Aluminium 6061/)
    expect(attr('machine')).toMatch(/^5-axis machining centre/)
    expect(view.host.textContent).not.toMatch(/AL6061|EQ-VMC5|vmc5/)
  })
})
