import { describe, expect, it } from 'vitest'
import { defaultQuoteConfig, priceQuote, type QuoteConfig } from '../../../server/engine/index.ts'
import { blockGeometry, exampleDrawing } from './support/reports.ts'

// The worked example: an AL6061 block 100×60×20, V_part 60 cm³, 8 drilled holes, 4× M5 taps,
// 2 setups, clear anodize, Q = 10. The example leaves out the scrap factor throughout and prices no
// saw cut, so this test zeroes both; everything else is defaultQuoteConfig().
//
// Expected values recomputed by hand with Python's decimal module (not with the engine):
//   material  170.625 cm³ × 2.70 g/cm³ = 0.4606875 kg × 30                   = 13.820625
//   machining (110.625/25 + 184/60 + 8×0.4 + 4×0.5 + 8×0.25 + 2×1.5) min
//             = 17.691667 min × 100/60                                        = 29.486111
//   anodize   1.84 dm² × 3.5 = 6.44 (> 50/10)                                 =  6.44
//   batch     (2×30 + 15) min × 100/60 + 1.5 h × 100 = 275 / 10               = 27.50
//   unit cost 77.246736 × 1.05 × 1.15 × 0.93 = 86.746 → 86.75; × 1.13 → 98.03
// The document rounds intermediates to 0.1 and prints 86.7 / 98.0, i.e. the same numbers to
// its precision; Q = 1 is "≈ 445" there and 444.73 here (anodize minimum 50 per batch).
const exampleConfig = (): QuoteConfig => {
  const config = defaultQuoteConfig()
  config.blank.scrapFactor = 1
  config.blank.sawPerCut = 0
  return config
}

describe('the worked example', () => {
  const quote = priceQuote({ geometry: blockGeometry(), drawing: exampleDrawing() }, exampleConfig())
  const line = (key: string) => quote.breakdown.find((l) => l.key === key)
  const input = (key: string, name: string) => line(key)?.inputs.find((i) => i.name === name)?.value

  it('reproduces each cost line to the cent', () => {
    expect(input('material', 'blankSize')).toBe('105 × 65 × 25')
    expect(line('material')?.amount).toBe('13.82')
    expect(input('machining', 't_rough')).toBe('4.425')
    expect(input('machining', 't_finish')).toBe('3.0667')
    expect(input('machining', 't_features')).toBe('5.2')
    expect(input('machining', 't_misc')).toBe('5')
    expect(input('machining', 'tools')).toBe(8)
    expect(line('machining')?.amount).toBe('29.49')
    expect(line('treatment:ANODIZE_CLEAR')?.amount).toBe('6.44')
    expect(line('batch')?.amount).toBe('27.50')
    expect(quote.unitCost).toBe('77.25')
  })

  it('prices 86.75 ex-VAT and 98.03 with 13 % VAT (document: 86.7 / 98.0), within 1 ¥', () => {
    expect(quote.unitPrice).toBe('86.75')
    expect(quote.unitPriceWithTax).toBe('98.03')
    expect(Math.abs(Number(quote.unitPrice) - 86.7)).toBeLessThan(1)
    expect(Math.abs(Number(quote.unitPriceWithTax) - 98.0)).toBeLessThan(1)
    expect(quote.total).toBe('867.50')
    expect(quote.totalWithTax).toBe('980.28')
  })

  it('Q = 1 carries the whole batch and the anodize minimum: 444.73 (document ≈ 445)', () => {
    const q1 = quote.quantityBreaks.find((b) => b.quantity === 1)!
    expect(q1.unitPrice).toBe('444.73')
    expect(Math.abs(Number(q1.unitPrice) - 445)).toBeLessThan(1)
    expect(quote.quantityBreaks.map((b) => [b.quantity, b.unitPrice])).toEqual([
      [1, '444.73'],
      [10, '86.75'],
      [50, '60.04'],
      [100, '55.15'],
    ])
  })

  it('with the default scrap factor 1.08 and an 8 ¥ saw cut the material line rises accordingly', () => {
    const withDefaults = priceQuote({ geometry: blockGeometry(), drawing: exampleDrawing() }, defaultQuoteConfig())
    // 0.4606875 kg × 1.08 × 30 + 8 = 22.926225
    expect(withDefaults.breakdown[0]?.amount).toBe('22.93')
  })
})
