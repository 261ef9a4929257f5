import { describe, expect, it } from 'vitest'
import {
  defaultLibraryOptions,
  defaultQuoteConfig,
  priceQuote,
  type QuoteConfig,
} from '../../../server/engine/index.ts'
import { blockGeometry, exampleDrawing } from './support/reports.ts'

// The worked example: an AL6061 block 100×60×20, V_part 60 cm³, 8 drilled holes, 4× M5 taps,
// clear anodize, Q = 10. The example leaves out the scrap factor throughout and prices no saw cut,
// so this test zeroes both; everything else is defaultQuoteConfig() and the default libraries.
//
// The quote is priced from the route the block is made by. 110.625 of 170.625 cm³ (65 % > 60 %)
// is removed, so the route stress-relieves it between roughing and finishing: four clampings on the
// VMC850 (rough +Z, rough −Z, finish +Z with the holes and taps, finish −Z), 100 ¥/h from the
// equipment library, 30 setup minutes each; two of them are programmed (the roughing ones are
// clamped again the same way). The document's example knew two setups and no stress relief.
//
// Expected values recomputed by hand with Python's decimal module (not with the engine):
//   material  170.625 cm³ × 2.70 g/cm³ = 0.4606875 kg × 30                   = 13.820625
//   machining (110.625/25 + 184/60 + 8×0.4 + 4×0.5 + 8×0.25 + 4×1.5) min
//             = 20.691667 min, 20.69 over the route's operations × 100/60     = 34.483333
//   stress    0.162 kg × 4 = 0.648 < 50/10                                    =  5.00
//   anodize   1.84 dm² × 3.5 = 6.44 (> 50/10)                                 =  6.44
//   batch     (4×30 + 15) min × 100/60 + 1.5 h × 100 = 375 / 10               = 37.50
//   unit cost 97.243958 × 1.05 × 1.15 × 0.93 = 109.2014 → 109.20; × 1.13 → 123.40
const exampleConfig = (): QuoteConfig => {
  const config = defaultQuoteConfig()
  config.blank.scrapFactor = 1
  config.blank.sawPerCut = 0
  return config
}

describe('the worked example', () => {
  const quote = priceQuote(
    { geometry: blockGeometry(), drawing: exampleDrawing() },
    exampleConfig(),
    defaultLibraryOptions(),
  )
  const line = (key: string) => quote.breakdown.find((l) => l.key === key)
  const input = (key: string, name: string) => line(key)?.inputs.find((i) => i.name === name)?.value

  it('reproduces each cost line to the cent', () => {
    expect(input('material', 'blankSize')).toBe('105 × 65 × 25')
    expect(line('material')?.amount).toBe('13.82')
    expect(input('machining', 't_rough')).toBe('4.425')
    expect(input('machining', 't_finish')).toBe('3.0667')
    expect(input('machining', 't_features')).toBe('5.2')
    expect(input('machining', 't_misc')).toBe('8')
    expect(input('machining', 'tools')).toBe(8)
    expect(input('machining', 'setups')).toBe(4)
    expect(input('machining', 't_part')).toBe(20.69)
    expect(line('machining')?.amount).toBe('34.48')
    expect(line('treatment:STRESS_RELIEF')?.amount).toBe('5.00')
    expect(line('treatment:ANODIZE_CLEAR')?.amount).toBe('6.44')
    expect(input('batch', 'programmingTier')).toBe('medium')
    expect(line('batch')?.amount).toBe('37.50')
    expect(quote.unitCost).toBe('97.24')
  })

  it('prices 109.20 ex-VAT and 123.40 with 13 % VAT', () => {
    expect(quote.unitPrice).toBe('109.20')
    expect(quote.unitPriceWithTax).toBe('123.40')
    expect(quote.total).toBe('1092.00')
    expect(quote.totalWithTax).toBe('1233.96')
  })

  it('Q = 1 carries the whole batch and both per-batch minimums: 631.89', () => {
    expect(quote.quantityBreaks.map((b) => [b.quantity, b.unitPrice])).toEqual([
      [1, '631.89'],
      [10, '109.20'],
      [50, '68.73'],
      [100, '62.13'],
    ])
  })

  it('with the default scrap factor 1.08 and an 8 ¥ saw cut the material line rises accordingly', () => {
    const withDefaults = priceQuote(
      { geometry: blockGeometry(), drawing: exampleDrawing() },
      defaultQuoteConfig(),
      defaultLibraryOptions(),
    )
    // 0.4606875 kg × 1.08 × 30 + 8 = 22.926225
    expect(withDefaults.breakdown[0]?.amount).toBe('22.93')
  })
})
