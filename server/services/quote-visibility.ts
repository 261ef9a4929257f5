import { Dec } from '../../contract/format/decimal.ts'
import type { BreakdownLine, PartQuote, PricedInput } from '../../contract/quote.ts'
import { COST_DETAILS, type CostDetail } from '../config.ts'
import type { AuthUser } from '../lib/request-context.ts'

// What of a price a customer sees, decided as a shop would: the price, each breakdown line's
// amount, and the drivers that come from the customer's own part and order (mass, machining
// minutes, setups, quantity, treatments, tolerance and roughness effects) — never margins,
// overheads or internal rates. Staff see everything. The shop may show customers more
// (QUOTE_CUSTOMER_COST_DETAIL). Staff are callers who may see every customer's parts (a grant,
// contract/staff-rights.ts). Every answer that carries a breakdown passes through here.

export interface QuoteAudience {
  staff: boolean
  /** What a customer is shown beyond the default (ignored for staff). */
  shown: ReadonlySet<CostDetail>
}

export const STAFF_AUDIENCE: QuoteAudience = { staff: true, shown: new Set(COST_DETAILS) }
export const CUSTOMER_AUDIENCE: QuoteAudience = { staff: false, shown: new Set() }

/** Breakdown inputs measured on or chosen for the customer's part (the engine's input names). */
const PART_DRIVERS = new Set([
  'material',
  'blankForm',
  'blankSize',
  'blankVolume',
  'mass',
  'nearNetBlank',
  'machine',
  'machineKind',
  'removalVolume',
  'machinedArea',
  'ra',
  't_rough',
  't_finish',
  't_features',
  't_misc',
  't_part',
  'drilledHoles',
  'threads',
  'reamedHoles',
  'tools',
  'setups',
  'k_tol',
  'k_Ra',
  'programmingTier',
  'quantity',
  'treatment',
  'area',
  'pieces',
])
/**
 * Multipliers from cost to price that follow from the customer's own order: the quantity, the tier
 * they chose (`expedite` on quotes made before tiers) and the VAT.
 */
const ORDER_ADJUSTMENTS = new Set(['quantityDiscount', 'leadTier', 'tierFactor', 'expedite', 'vatRate'])

export function audienceOf(user: AuthUser, customerSees: readonly CostDetail[]): QuoteAudience {
  return user.may.seeEveryCustomer ? STAFF_AUDIENCE : { staff: false, shown: new Set(customerSees) }
}

const sees = (audience: QuoteAudience, detail: CostDetail) => audience.staff || audience.shown.has(detail)

/** A breakdown line as the audience may see it: key, label and amount always; inputs and formula as allowed. */
export function visibleLine<T extends BreakdownLine>(line: T, audience: QuoteAudience): T {
  if (audience.staff) return line
  const { formula, ...rest } = line
  const inputs = sees(audience, 'rates') ? line.inputs : line.inputs.filter((i) => PART_DRIVERS.has(i.name))
  return { ...rest, inputs, ...(sees(audience, 'formulas') && formula !== undefined ? { formula } : {}) } as T
}

/** The key of the customer's line that holds every hidden term between the cost lines and the unit price. */
export const HIDDEN_TERMS_LINE = 'overheadAndOther'

/**
 * A breakdown as the audience may see it. A customer's adds up to the unit price: what lies between
 * the cost lines and the price (management fee, profit, quantity discount, lead-time tier, rounding to
 * cents) is one line with its amount and no rate, so nothing is unexplained and no margin is told.
 * Staff see the cost lines and every rate instead.
 */
export function visibleBreakdown<T extends BreakdownLine>(
  lines: readonly T[],
  unitPrice: string | null,
  audience: QuoteAudience,
): BreakdownLine[] {
  if (audience.staff) return [...lines]
  const shown: BreakdownLine[] = lines.map((l) => visibleLine(l, audience))
  if (unitPrice === null) return shown
  const rest = lines.reduce((left, l) => left.minus(new Dec(l.amount)), new Dec(unitPrice))
  const hidden = { key: HIDDEN_TERMS_LINE, label: 'Overhead, profit and other', amount: rest.toFixed(2), inputs: [] }
  return [...shown, hidden]
}

/** The multipliers from cost to price: a customer sees those of the order, not margins or overheads. */
export function visiblePricing(adjustments: readonly PricedInput[], audience: QuoteAudience): PricedInput[] {
  return sees(audience, 'margins') ? [...adjustments] : adjustments.filter((a) => ORDER_ADJUSTMENTS.has(a.name))
}

/** A part's quote as the audience may see it (unit cost only with margins). */
export function visibleQuote(quote: PartQuote, audience: QuoteAudience): PartQuote {
  if (audience.staff) return quote
  const { unitCost, ...rest } = quote
  return {
    ...rest,
    ...(sees(audience, 'margins') && unitCost !== undefined ? { unitCost } : {}),
    breakdown: visibleBreakdown(quote.breakdown, quote.unitPrice, audience),
    adjustments: visiblePricing(quote.adjustments, audience),
  }
}
