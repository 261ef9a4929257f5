import type { QuoteConfig, TreatmentItem } from '../../../contract/quote-config.ts'
import { dec, maxDec, money, show, type Dec } from './money.ts'
import type { Resolved } from './resolve.ts'
import type { Sourced } from './sourced.ts'
import type { BreakdownLine } from './types.ts'

/** The treatment's first alias without Chinese characters, for readers of other languages (names are Chinese). */
function latinName(t: TreatmentItem): { nameEn?: string } {
  const alias = t.aliases.find((a) => /^[\x20-\x7e]+$/.test(a) && /[a-z]{3}/i.test(a))
  return alias ? { nameEn: alias } : {}
}

/**
 * One line per surface or heat treatment (asked for, or outsourced by the route): max(basis × unitPrice, minCharge / Q). The minimum is
 * per batch (line), not per piece.
 */
export function treatmentCosts(
  r: Resolved,
  config: QuoteConfig,
  quantity: number,
  /** Treatments the route outsources besides those asked for. */
  outsourced: Sourced<TreatmentItem[]>,
): { amount: Dec; lines: BreakdownLine[] } {
  const geo = r.geometry!
  const lines: BreakdownLine[] = []
  let amount = dec(0)
  const all: [TreatmentItem, Sourced<TreatmentItem[]>][] = [
    ...r.surface.value.map((t) => [t, r.surface] as [TreatmentItem, Sourced<TreatmentItem[]>]),
    ...r.heat.value.map((t) => [t, r.heat] as [TreatmentItem, Sourced<TreatmentItem[]>]),
    ...outsourced.value.map((t) => [t, outsourced] as [TreatmentItem, Sourced<TreatmentItem[]>]),
  ]
  for (const [t, origin] of all) {
    const basis =
      t.basis === 'dm2'
        ? dec(geo.value.area).div(10000)
        : t.basis === 'kg'
          ? dec(geo.value.volume).div(1000).times(dec(r.material.value.density)).div(1000)
          : dec(1)
    const unit = t.basis === 'dm2' ? 'dm²' : t.basis === 'kg' ? 'kg' : 'pc'
    const perPiece = basis.times(dec(t.unitPrice))
    const minShare = dec(t.minCharge).div(quantity)
    const cost = maxDec(perPiece, minShare)
    amount = amount.plus(cost)
    lines.push({
      key: `treatment:${t.key}`,
      label: `${t.kind === 'heat' ? 'Heat treatment' : 'Surface treatment'}: ${t.name}`,
      params: { kind: t.kind, name: t.name, ...latinName(t) },
      amount: money(cost),
      formula: `max(${t.basis === 'piece' ? 'pieces' : t.basis === 'dm2' ? 'area' : 'mass'} × unitPrice, minCharge / quantity)`,
      inputs: [
        { name: 'treatment', value: t.key, source: origin.source },
        {
          name: t.basis === 'dm2' ? 'area' : t.basis === 'kg' ? 'mass' : 'pieces',
          value: show(basis, 4),
          unit,
          source: t.basis === 'piece' ? 'default' : geo.source,
        },
        { name: 'unitPrice', value: t.unitPrice, unit: `${config.currency}/${unit}`, source: 'default' },
        { name: 'minCharge', value: t.minCharge, unit: config.currency, source: 'default' },
        { name: 'quantity', value: quantity, source: r.quantity.source },
      ],
    })
  }
  return { amount, lines }
}
