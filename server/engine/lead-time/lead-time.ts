import type { LeadOption, LeadSegment, LeadTime } from '../../../contract/lead-time.ts'
import type { LibraryOptions } from '../../../contract/process-library.ts'
import type { QuoteConfig } from '../../../contract/quote-config.ts'
import type { Sourced } from '../pricing/sourced.ts'
import { schedule, type Scheduled } from './schedule.ts'
import type { ShopState } from './types.ts'

/** A tier's prices at the quote's quantity, from its price factor; null amounts when unpriced. */
export type TierPrice = (priceFactor: number) => Pick<LeadOption, 'unitPrice' | 'unitPriceWithTax' | 'total'>

/** Every tier of the shop dated for one part, cheapest first: offered when its promise holds, refused when not. */
export function datedTiers(
  steps: readonly LeadSegment[],
  config: QuoteConfig,
  libraries: LibraryOptions,
  shop: ShopState,
): { tier: string; scheduled: Scheduled; refused: boolean }[] {
  // Cheapest first: a stored configuration does not keep the order its tiers were written in.
  const tiers = Object.entries(config.leadTime.tiers).sort(([, a], [, b]) => a.priceFactor - b.priceFactor)
  return tiers.map(([key, tier]) => {
    const scheduled = schedule(steps, tier, config.leadTime, libraries, shop)
    return { tier: key, scheduled, refused: tier.maxDays > 0 && scheduled.days > tier.maxDays }
  })
}

/**
 * The lead time a part answers with: the chosen tier dated with its steps and bottleneck, and every
 * tier the capacity can meet with its date and price. A chosen tier the capacity cannot meet is
 * still dated (the buyer asked for it; the date says how late), and listed as refused.
 */
export function leadTimeOf(
  steps: readonly LeadSegment[],
  chosen: Sourced<string>,
  config: QuoteConfig,
  libraries: LibraryOptions,
  shop: ShopState,
  price: TierPrice,
): LeadTime {
  const tiers = datedTiers(steps, config, libraries, shop)
  const mine = tiers.find((t) => t.tier === chosen.value) ?? tiers[0]!
  const s = mine.scheduled
  return {
    tier: mine.tier,
    tierSource: chosen.source === 'user' ? 'user' : 'default',
    days: s.days,
    startDate: s.startDate,
    shipDate: s.shipDate,
    deliveryDate: s.deliveryDate,
    segments: s.segments,
    bottleneck: s.bottleneck,
    offered: tiers
      .filter((t) => !t.refused)
      .map(({ tier, scheduled }) => optionOf(tier, scheduled, config.leadTime.tiers[tier]!.priceFactor, price)),
    refused: tiers
      .filter((t) => t.refused)
      .map((t) => ({ tier: t.tier, days: t.scheduled.days, maxDays: config.leadTime.tiers[t.tier]!.maxDays })),
  }
}

/** A dated tier as the answer offers it, with its prices. */
export function optionOf(tier: string, s: Scheduled, priceFactor: number, price: TierPrice): LeadOption {
  return {
    tier,
    days: s.days,
    shipDate: s.shipDate,
    deliveryDate: s.deliveryDate,
    priceFactor,
    ...price(priceFactor),
  }
}
