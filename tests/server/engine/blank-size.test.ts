import { describe, expect, it } from 'vitest'
import { defaultLibraryOptions } from '../../../server/engine/planning/index.ts'
import { blankSizeText } from '../../../server/engine/blank/size-text.ts'
import { config, plan } from './planning/helpers.ts'
import { report } from './planning/parts.ts'
import { priceQuote } from '../../../server/engine/index.ts'

// The quote card and the process card show the same blank: one rounding rule, two decimals at most.

describe('the blank size', () => {
  it('is written to two decimals at most, half up, without trailing zeros', () => {
    const plate = { form: 'plate' as const, length: 532.045, width: 100.1, thickness: 20, volume: 0, notes: [] }
    expect(blankSizeText(plate)).toBe('532.05 × 100.1 × 20')
    const bar = { form: 'round-bar' as const, length: 135.004, diameter: 35, volume: 0, notes: [] }
    expect(blankSizeText(bar)).toBe('Ø35 × 135')
  })

  it('reads the same in the quote and on the process card', () => {
    const geometry = report('prismatic', [527.05, 95.12, 17.3], 500_000, 100_000, { features: [] })
    const quote = priceQuote({ geometry, drawing: null, overrides: { quantity: 1 } }, config, defaultLibraryOptions())
    const quoted = quote.breakdown.flatMap((l) => l.inputs).find((i) => i.name === 'blankSize')!.value
    expect(String(quoted)).toMatch(/\.\d\d\b/)
    expect(plan(geometry, null, 1).context.blank).toBe(quoted)
  })
})
