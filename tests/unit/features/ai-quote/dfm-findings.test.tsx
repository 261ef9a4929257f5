import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Part } from '../../../../src/features/ai-quote/api/types.ts'
import { DfmFindings } from '../../../../src/features/ai-quote/components/dfm-findings.tsx'
import { DfmLegend } from '../../../../src/features/ai-quote/components/dfm-legend.tsx'
import { findingRefs } from '../../../../src/features/ai-quote/lib/dfm-faces.ts'
import { $featureSelection } from '../../../../src/features/ai-quote/stores/feature-selection.ts'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { mountRoot } from '../../support/render.tsx'
import { resetState } from '../../support/reset.ts'
import { part } from './support.ts'

// A part whose pocket (faces 6–10) has sharp corners, and which is larger than every machine (no faces).
function judged(): Part {
  const p = part(7) as unknown as Part
  p.geometry = { features: [{ id: 'pocket-1', kind: 'pocket', faces: [6, 7, 8, 9, 10], access: [[0, 0, -1]] }] }
  const common = { features: ['pocket-1'], faces: [6, 7, 8, 9, 10], unit: 'mm' as const }
  p.quote!.dfm = [
    {
      ...common,
      rule: 'corner-radius-tool',
      severity: 'review',
      measured: 0,
      limit: 2,
      label: 'inside corner smaller than any end mill',
      message: 'Inside corner R0 mm is tighter than the smallest end mill (Ø4 mm, R2 mm)',
      fix: 'Use an inside corner radius of R2 mm or more',
      priceEffect: { unitPrice: '12.40', radius: 2 },
    },
    {
      ...common,
      rule: 'envelope',
      severity: 'block',
      faces: [],
      features: [],
      measured: 2100,
      limit: 2000,
      label: 'larger than every machine',
      message: 'The part is larger than the largest enabled machine',
      fix: 'Split the part',
      priceEffect: null,
    },
  ]
  return p
}

describe('the DFM findings on the card', () => {
  const view = mountRoot()
  beforeEach(() => resetState())
  afterEach(() => view.render(null))

  it('lists each finding with what it does to the quote, its numbers and its fix', async () => {
    setLocale('en')
    await view.render(<DfmFindings part={judged()} />)
    const items = [...view.host.querySelectorAll('[data-testid="ai-quote-dfm-finding"]')]
    expect(items.map((li) => li.getAttribute('data-rule'))).toEqual(['corner-radius-tool', 'envelope'])
    expect(items[0]!.textContent).toContain('Held for review')
    expect(items[0]!.textContent).toContain('Ø4 mm, R2 mm')
    expect(items[0]!.textContent).toContain('Suggested: Use an inside corner radius of R2 mm or more')
    // What the sharp corners cost a piece now, and the radius that saves it; none for the size.
    expect(items[0]!.querySelector('[data-testid="ai-quote-dfm-price"]')!.textContent).toMatch(
      /^Costs \+CN¥12\.40 a piece now: R2 mm corners would save it/,
    )
    expect(items[1]!.querySelector('[data-testid="ai-quote-dfm-price"]')).toBeNull()
    expect(items[1]!.textContent).toContain('No instant price')
    // A finding about the whole part has no faces to show.
    expect(items[1]!.querySelector('button')).toBeNull()
  })

  it('shows a finding’s faces in 3D on click, with the legend, and hides them on a second click', async () => {
    const p = judged()
    expect(findingRefs(p)).toEqual([
      { id: 'dfm-0', kind: 'pocket', faces: [6, 7, 8, 9, 10], label: 'inside corner smaller than any end mill' },
    ])
    setLocale('zh-CN')
    const both = (
      <>
        <DfmLegend part={p} />
        <DfmFindings part={p} />
      </>
    )
    await view.render(both)
    const show = view.host.querySelector<HTMLButtonElement>('[data-testid="ai-quote-dfm-show"]')!
    expect(show.textContent).toBe('在 3D 中显示')
    await act(async () => show.click())
    expect($featureSelection.get()['7']).toEqual({ group: 'dfm', featureId: 'dfm-0' })
    expect(show.getAttribute('aria-pressed')).toBe('true')
    expect(view.host.querySelector('[data-testid="ai-quote-dfm-legend"]')!.textContent).toBe(
      '3D 中着色：inside corner smaller than any end mill',
    )
    await act(async () => show.click())
    expect($featureSelection.get()['7']).toBeUndefined()
    expect(view.host.querySelector('[data-testid="ai-quote-dfm-legend"]')).toBeNull()
  })
})
