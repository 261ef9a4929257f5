import { batchCost, perPieceExtras } from './batch-cost.ts'
import { dfmFindings } from '../dfm/index.ts'
import { findConflicts } from '../conflicts/index.ts'
import { datedTiers, emptyShop, leadSegments, leadTimeOf, optionOf, type ShopState } from '../lead-time/index.ts'
import type { QuoteConfig } from '../../../contract/quote-config.ts'
import type { LibraryOptions } from '../../../contract/process-library.ts'
import { machiningCost } from './machining-line.ts'
import { pricedValues } from './priced-values.ts'
import { materialCost } from './material-cost.ts'
import { linePrice } from './line-price.ts'
import { cents, dec, money, type Dec } from './money.ts'
import { discountFactor } from './quantity-discount.ts'
import { planQuote, quoteRoutes, type QuotePlan } from './quote-route.ts'
import { resolveInputs, type Resolved } from './resolve.ts'
import { reviewFlags } from './review-flags.ts'
import { treatmentCosts } from './treatment-cost.ts'
import type { BreakdownLine, PricedInput, QuantityBreak, QuoteBreakdown, QuoteInputs } from './types.ts'

/** The quantities every quote shows besides the requested one. */
export const STANDARD_BREAKS = [1, 10, 50, 100] as const

/**
 * Prices one part from stored analysis results and user overrides, machining from the route it
 * will be made by (the part described once and its route planned per quantity with the enabled
 * libraries, or the edited route as given):
 * C_unit = C_mat + C_mach + C_treat + C_batch (+ inspection, packaging);
 * P_unit = C_unit × (1 + mgmt) × (1 + profit) × d(Q) × (1 + tier), rounded to cents;
 * total = max(P_unit × Q, minLine); with tax = × (1 + VAT), rounded to cents.
 * The part is judged by the configuration's DFM rules first: `review` findings hold the price for
 * a person (review flags), a `block` one leaves the part unpriced.
 * The same route is dated against the shop's calendar and what it has booked (`shop`), at every
 * tier, and each quantity break at every tier the capacity can meet.
 * All money is decimal; the configuration is assumed valid (parse it with quoteConfigSchema first).
 * `breaks: false` prices the asked quantity alone (a counterfactual needs no break table).
 */
export function priceQuote(
  inputs: QuoteInputs,
  config: QuoteConfig,
  libraries: LibraryOptions,
  shop: ShopState = emptyShop(new Date()),
  { breaks: withBreaks = true }: { breaks?: boolean } = {},
): QuoteBreakdown {
  const r = resolveInputs(inputs, config)
  const quantity = r.quantity.value
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError('Quantity must be a positive integer')
  const dfm = inputs.geometry
    ? dfmFindings({
        geometry: inputs.geometry,
        materialClass: r.material.value.class,
        libraries,
        section: config.dfm,
        acceptedCorner: inputs.overrides?.cornerRadius,
      })
    : []
  const conflicts = findConflicts({ ...inputs, overrides: inputs.overrides ?? {}, config })
  // The part is described once; each quantity is priced from the route planned for it.
  const routes = r.geometry ? quoteRoutes(inputs, config, libraries) : null
  const planAt = (q: number) => planQuote(inputs, r, config, libraries, routes!(q))
  const plan = routes ? planAt(quantity) : null
  const stepsAt = (q: number, p: QuotePlan) =>
    leadSegments(
      {
        operations: p.operations,
        cost: p.cost,
        quantity: q,
        materialKey: r.material.value.key,
        treatments: [...r.surface.value, ...r.heat.value, ...p.outsourced],
        region: inputs.overrides?.region,
      },
      config.leadTime,
      libraries,
    )
  const base = {
    currency: config.currency,
    quantity,
    leadDays: 0,
    priceTableDate: config.priceTableDate,
    validityDays: config.quoteValidityDays,
    values: pricedValues(r),
    dfm,
    conflicts,
  }
  // A finding the shop's rules block gives no instant price: a person quotes the part, if anyone.
  if (!plan || dfm.some((f) => f.severity === 'block')) {
    return {
      ...base,
      priced: false,
      unitCost: null,
      unitPrice: null,
      unitPriceWithTax: null,
      total: null,
      totalWithTax: null,
      breakdown: [],
      adjustments: [],
      quantityBreaks: [],
      reviewFlags: reviewFlags(inputs, r, config, undefined, dfm, conflicts),
      complete: false,
    }
  }
  const at = costAt(r, config, quantity, plan)
  const price = priceAt(r, config, at.unitCost, quantity)
  const tierPrice = (unitCost: Dec, q: number) => (factor: number) => {
    const p = priceAt(r, config, unitCost, q, factor)
    return { unitPrice: money(p.unit), unitPriceWithTax: money(p.unitWithTax), total: money(p.total) }
  }
  const leadTime = leadTimeOf(
    stepsAt(quantity, plan),
    r.tier,
    config,
    libraries,
    shop,
    tierPrice(at.unitCost, quantity),
  )
  const breaks = (withBreaks ? [...new Set([...STANDARD_BREAKS, quantity])] : [])
    .sort((a, b) => a - b)
    .map((q): QuantityBreak => {
      const qPlan = q === quantity ? plan : planAt(q)
      const unitCost = q === quantity ? at.unitCost : costAt(r, config, q, qPlan).unitCost
      const p = q === quantity ? price : priceAt(r, config, unitCost, q)
      const tiers = datedTiers(stepsAt(q, qPlan), config, libraries, shop)
        .filter((t) => !t.refused)
        .map((t) => optionOf(t.tier, t.scheduled, config.leadTime.tiers[t.tier]!.priceFactor, tierPrice(unitCost, q)))
      return {
        quantity: q,
        unitPrice: money(p.unit),
        unitPriceWithTax: money(p.unitWithTax),
        total: money(p.total),
        totalWithTax: money(p.totalWithTax),
        tiers,
      }
    })
  const flags = reviewFlags(inputs, r, config, price.unit, dfm, conflicts)
  return {
    ...base,
    leadDays: leadTime.days,
    leadTime,
    priced: true,
    unitCost: money(at.unitCost),
    unitPrice: money(price.unit),
    unitPriceWithTax: money(price.unitWithTax),
    total: money(price.total),
    totalWithTax: money(price.totalWithTax),
    breakdown: at.lines,
    adjustments: price.adjustments,
    quantityBreaks: breaks,
    reviewFlags: flags,
    complete: flags.length === 0,
  }
}

/** Cost lines and unit cost at a quantity, from the route planned for it. */
function costAt(
  r: Resolved,
  config: QuoteConfig,
  quantity: number,
  plan: QuotePlan,
): { unitCost: Dec; lines: BreakdownLine[] } {
  const mat = materialCost(r, config)
  const mach = machiningCost(r, config, mat.removalCm3, plan.cost, plan.timed, plan.source)
  const treat = treatmentCosts(r, config, quantity, { value: plan.outsourced, source: plan.source })
  const batch = batchCost(r, config, quantity, plan.cost, plan.tier, plan.userSetups)
  const extras = perPieceExtras(config)
  const unitCost = mat.amount.plus(mach.amount).plus(treat.amount).plus(batch.amount).plus(extras.amount)
  return { unitCost, lines: [mat.line, mach.line, ...treat.lines, batch.line, ...extras.lines] }
}

/** The price at a quantity; `tierFactor` prices another tier than the chosen one (the tier table). */
function priceAt(r: Resolved, config: QuoteConfig, unitCost: Dec, quantity: number, tierFactor?: number) {
  const o = config.other
  const tier = tierFactor ?? config.leadTime.tiers[r.tier.value]?.priceFactor ?? 0
  const d = discountFactor(config, quantity)
  const factor = dec(1)
    .plus(dec(o.mgmtRate))
    .times(dec(1).plus(dec(o.profitRate)))
    .times(dec(d))
    .times(dec(1).plus(dec(tier)))
  const unit = cents(unitCost.times(factor))
  const adjustments: PricedInput[] = [
    { name: 'mgmtRate', value: o.mgmtRate, source: 'default' },
    { name: 'profitRate', value: o.profitRate, source: 'default' },
    { name: 'quantityDiscount', value: d, source: r.quantity.source },
    { name: 'leadTier', value: r.tier.value, source: r.tier.source },
    { name: 'tierFactor', value: tier, source: r.tier.source },
    { name: 'vatRate', value: o.vatRate, source: 'default' },
    { name: 'minLine', value: o.minLine, unit: config.currency, source: 'default' },
  ]
  return { ...linePrice(unit, quantity, o.vatRate, o.minLine), adjustments }
}
