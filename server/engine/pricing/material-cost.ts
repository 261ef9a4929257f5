import type { QuoteConfig } from '../../../contract/quote-config.ts'
import { blankSizeText } from '../blank/size-text.ts'
import { dec, maxDec, money, show, type Dec } from './money.ts'
import type { Resolved } from './resolve.ts'
import type { BreakdownLine, PricedInput } from './types.ts'

/** Material line: C_mat = max(m_blank × P_kg, m_min × P_kg) + C_saw. */
export function materialCost(r: Resolved, config: QuoteConfig): { amount: Dec; line: BreakdownLine; removalCm3: Dec } {
  const geo = r.geometry!
  const { blank, volume } = geo.value
  const b = config.blank
  const mat = r.material.value
  const partCm3 = dec(volume).div(1000)
  let blankCm3 = dec(blank.volume).div(1000)
  const removed = maxDec(blankCm3.minus(partCm3), dec(0))
  // A blank removing more than nearNetRatio × the part is priced as a near-net/shell blank.
  const nearNet = removed.gt(partCm3.times(dec(b.nearNetRatio)))
  let removalCm3 = removed
  if (nearNet) {
    removalCm3 = removed.times(dec(b.shellStockRemovalFactor))
    blankCm3 = partCm3.plus(removalCm3)
  }
  const massKg = blankCm3.times(dec(mat.density)).div(1000).times(dec(b.scrapFactor))
  const price = dec(mat.priceKg)
  const amount = maxDec(massKg.times(price), dec(b.minBillKg).times(price)).plus(dec(b.sawPerCut))
  const size = blankSizeText(blank)
  const inputs: PricedInput[] = [
    { name: 'material', value: mat.key, source: r.material.source },
    { name: 'blankForm', value: blank.form, source: geo.source },
    { name: 'blankSize', value: size, unit: 'mm', source: geo.source },
    { name: 'blankVolume', value: show(blankCm3, 3), unit: 'cm³', source: geo.source },
    { name: 'density', value: mat.density, unit: 'g/cm³', source: 'default' },
    { name: 'scrapFactor', value: b.scrapFactor, source: 'default' },
    { name: 'mass', value: show(massKg, 4), unit: 'kg', source: geo.source },
    { name: 'priceKg', value: mat.priceKg, unit: `${config.currency}/kg`, source: 'default' },
    { name: 'minBillKg', value: b.minBillKg, unit: 'kg', source: 'default' },
    { name: 'sawPerCut', value: b.sawPerCut, unit: config.currency, source: 'default' },
  ]
  if (nearNet) inputs.push({ name: 'nearNetBlank', value: true, source: geo.source })
  return {
    amount,
    removalCm3,
    line: {
      key: 'material',
      label: 'Material',
      amount: money(amount),
      formula: 'max(mass × priceKg, minBillKg × priceKg) + sawPerCut; mass = blankVolume × density × scrapFactor',
      inputs,
    },
  }
}
