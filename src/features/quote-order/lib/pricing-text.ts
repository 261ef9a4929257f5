import type { PricedInput } from '../../../../contract/quote.ts'
import { priceText } from '../../../lib/format/price.ts'
import { percentText, signedPercentText } from '../../../lib/format/rate.ts'
import { enumLabel } from '../../../lib/i18n/enum-label.ts'
import { textOf, type t as translate } from '../../../lib/i18n/index.ts'

type T = typeof translate

const KNOWN = [
  'mgmtRate',
  'profitRate',
  'quantityDiscount',
  'leadTier',
  'tierFactor',
  'expedite',
  'vatRate',
  'minLine',
] as const
const isKnown = (name: string): name is (typeof KNOWN)[number] => (KNOWN as readonly string[]).includes(name)

/** The expedite term of orders frozen before tiers: 0, or "<tier> (+<rate>)". */
function expediteText(value: PricedInput['value'], t: T): string {
  const match = /^(\S+) \(\+([\d.]+)\)$/.exec(String(value))
  if (!match) return t('quoteOrder.line.pricingTerms.none')
  const [, tier, rate] = match
  const tierKey = `quoteOrder.line.pricingTerms.tiers.${tier}`
  const label = textOf(tierKey)
  return `${label === tierKey ? tier : label} +${percentText(rate)}`
}

/**
 * One multiplier from cost to price in words a buyer knows: "增值税率 13 %", "数量折扣 ×0.93",
 * "交期档位 加急", "最低单行金额 ¥50.00". A term this screen does not know is shown as the server named it.
 */
export function pricingText(p: PricedInput, t: T): string {
  if (!isKnown(p.name)) return `${p.name} ${String(p.value)}${p.unit ? ` ${p.unit}` : ''}`
  const label = t(`quoteOrder.line.pricingTerms.${p.name}`)
  switch (p.name) {
    case 'quantityDiscount':
      return `${label} ×${Number(p.value)}`
    case 'leadTier':
      return `${label} ${enumLabel('leadTier', String(p.value))}`
    case 'tierFactor':
      return `${label} ${signedPercentText(p.value)}`
    case 'expedite':
      return `${label} ${expediteText(p.value, t)}`
    case 'minLine':
      return `${label} ${priceText(String(p.value), p.unit)}`
    default:
      return `${label} ${percentText(p.value)}`
  }
}

/**
 * A line's multipliers in words, the tier and its price factor as one term ("交期档位 加急 +30 %";
 * a tier that changes no price names only the tier).
 */
export function pricingTexts(terms: readonly PricedInput[], t: T): string[] {
  const factor = terms.find((p) => p.name === 'tierFactor')
  const tier = terms.find((p) => p.name === 'leadTier')
  return terms
    .filter((p) => !(tier && p === factor))
    .map((p) =>
      p === tier && factor && Number(factor.value) !== 0
        ? `${pricingText(p, t)} ${signedPercentText(factor.value)}`
        : pricingText(p, t),
    )
}
