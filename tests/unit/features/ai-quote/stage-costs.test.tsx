import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PriceSummary } from '../../../../src/features/ai-quote/components/price-summary.tsx'
import type { Part } from '../../../../src/features/ai-quote/api/types.ts'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { mountRoot } from '../../support/render.tsx'
import { resetState } from '../../support/reset.ts'
import { part } from './support.ts'

// The machining line of a quote priced from its route shows what each stage of that route adds,
// named in the reader's language with its minutes and its money formatted.

const routed = () => {
  const p = part(7, '1280.00') as unknown as Part
  p.quote!.breakdown.push({
    key: 'machining',
    label: '加工费',
    amount: '1234.50',
    formula: 'f',
    inputs: [],
    stages: [
      { stage: 'rough-milling', amount: '1000.25', minutes: 42.26, equipment: ['EQ-VMC5'] },
      { stage: 'drilling', amount: '234.25', minutes: 9, equipment: ['EQ-VMC3'] },
    ],
  })
  return p
}
const rows = (host: HTMLElement) =>
  [...host.querySelectorAll('[data-testid="ai-quote-stages"] li')].map((li) => li.textContent?.replace(/\s+/g, ' '))

describe('the machining line by stage', () => {
  const view = mountRoot()
  beforeEach(() => resetState())
  afterEach(() => view.render(null))

  it('lists each stage of the route with its minutes and amount, in both languages', async () => {
    await view.render(<PriceSummary quote={routed().quote!} />)
    expect(rows(view.host)).toEqual(['粗铣 42.3 分钟/件1,000.25', '钻孔 9.0 分钟/件234.25'])
    setLocale('en')
    await view.render(<PriceSummary quote={routed().quote!} />)
    expect(rows(view.host)).toEqual(['Rough milling 42.3 min/pc1,000.25', 'Drilling 9.0 min/pc234.25'])
  })

  it('shows no stage list on lines priced without a route', async () => {
    await view.render(<PriceSummary quote={part(7).quote as unknown as Part['quote'] & object} />)
    expect(view.host.querySelector('[data-testid="ai-quote-stages"]')).toBeNull()
  })
})
