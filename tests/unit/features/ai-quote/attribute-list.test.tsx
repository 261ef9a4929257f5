import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AttributeList } from '../../../../src/features/ai-quote/components/attribute-list.tsx'
import type { Part } from '../../../../src/features/ai-quote/api/types.ts'
import { $findings } from '../../../../src/features/ai-quote/stores/findings.ts'
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
