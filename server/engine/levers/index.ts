import type { LibraryOptions } from '../../../contract/process-library.ts'
import type { QuoteConfig } from '../../../contract/quote-config.ts'
import { dayOf, emptyShop, type ShopState } from '../lead-time/index.ts'
import { dec, money } from '../pricing/money.ts'
import { priceQuote } from '../pricing/price-quote.ts'
import { resolveInputs } from '../pricing/resolve.ts'
import type { QuoteBreakdown, QuoteInputs } from '../pricing/types.ts'
import { cornerRadiusLever } from './corner-radius.ts'
import { leadTierLever } from './lead-tier.ts'
import { materialLever } from './material.ts'
import { quantityLever } from './quantity.ts'
import { roughnessLever } from './roughness.ts'
import { toleranceLever } from './tolerance.ts'
import { treatmentLever } from './treatment.ts'
import type { Lever, LeverOption, LeverRule } from './types.ts'

export type { Lever, LeverOption } from './types.ts'
export { smallCorners } from './corner-radius.ts'

/** Every kind of lever, in the order equal savings are listed. */
const RULES: LeverRule[] = [
  toleranceLever,
  roughnessLever,
  materialLever,
  treatmentLever,
  cornerRadiusLever,
  quantityLever,
  leadTierLever,
]

/**
 * The cost levers of a priced part: each counterfactual priced by the same one-plan pricing
 * (`priceQuote`) against the same shop, with its unit price, total and ship date against the
 * part's own quote (`base`, priced from the same inputs). Only levers that lower the unit price are
 * offered, the largest saving first; of alternatives (materials) only the cheapest.
 */
export function costLevers(
  inputs: QuoteInputs,
  base: QuoteBreakdown,
  config: QuoteConfig,
  libraries: LibraryOptions,
  shop: ShopState = emptyShop(new Date()),
): Lever[] {
  if (!base.priced || base.unitPrice === null) return []
  const ctx = { inputs, config, resolved: resolveInputs(inputs, config), base }
  const priced = RULES.flatMap((rule) => rule(ctx)).flatMap((option) => {
    const changed = { ...inputs, overrides: { ...inputs.overrides, ...option.changes } }
    // The asked quantity alone: a lever's price and date are those of the quote it would give.
    const counter = priceQuote(changed, config, libraries, shop, { breaks: false })
    const lever = compare(option, base, counter)
    return lever && dec(lever.unitPriceDelta).isNegative() ? [{ lever, group: option.group }] : []
  })
  const kept: Lever[] = []
  const slot = new Map<string, number>()
  for (const { lever, group } of priced) {
    const at = group === undefined ? undefined : slot.get(group)
    if (at === undefined) {
      if (group !== undefined) slot.set(group, kept.length)
      kept.push(lever)
    } else if (saving(lever) > saving(kept[at]!)) kept[at] = lever
  }
  // A stable sort: equal savings keep the order of RULES.
  return kept.sort((a, b) => saving(b) - saving(a))
}

/** A quote with its cost levers, both priced from the same inputs and the same shop. */
export function priceWithLevers(
  inputs: QuoteInputs,
  config: QuoteConfig,
  libraries: LibraryOptions,
  shop: ShopState = emptyShop(new Date()),
): QuoteBreakdown {
  const base = priceQuote(inputs, config, libraries, shop)
  return { ...base, levers: costLevers(inputs, base, config, libraries, shop) }
}

const saving = (l: Lever) => -Number(l.unitPriceDelta)

function compare(option: LeverOption, base: QuoteBreakdown, counter: QuoteBreakdown): Lever | null {
  if (!counter.priced || counter.unitPrice === null || counter.total === null) return null
  const ship = counter.leadTime?.shipDate ?? null
  const baseShip = base.leadTime?.shipDate ?? null
  const { group: _group, ...shown } = option
  return {
    ...shown,
    unitPrice: counter.unitPrice,
    unitPriceDelta: money(dec(counter.unitPrice).minus(base.unitPrice!)),
    totalDelta: money(dec(counter.total).minus(base.total!)),
    daysDelta: ship && baseShip ? dayOf(ship) - dayOf(baseShip) : 0,
    shipDate: ship,
  }
}
