import type { Bounds } from './fields.ts'

// Bounds of the update-only parameters (blank rules and other costs), copied from the server's
// otherSectionSchema and blankSectionSchema, so the form refuses what the server would.
const MONEY: Bounds = { min: 0 }
const POSITIVE: Bounds = { min: 0, above: true }

const PARAMS: Record<string, Bounds> = {
  mgmtRate: { min: 0, max: 1 },
  profitRate: { min: 0, max: 3 },
  vatRate: { min: 0, max: 0.3 },
  minLine: MONEY,
  fixtureFee: MONEY,
  inspectPerPiece: MONEY,
  packPerPiece: MONEY,
  reviewUnitPrice: MONEY,
  plateSideMm: MONEY,
  plateThickSideMm: MONEY,
  facingPerEndMm: MONEY,
  kerfMm: MONEY,
  chuckGripMm: MONEY,
  heatTreatSideMm: MONEY,
  scrapFactor: { min: 1, max: 3 },
  minBillKg: MONEY,
  sawPerCut: MONEY,
  nearNetRatio: POSITIVE,
  shellStockRemovalFactor: { min: 0, max: 1 },
}

/** Parameters shown as money. */
const MONEY_KEYS = new Set(['minLine', 'fixtureFee', 'inspectPerPiece', 'packPerPiece', 'reviewUnitPrice', 'sawPerCut'])

/** The bounds of a numeric parameter; non-negative when the key is not listed. */
export function paramBounds(key: string): Bounds {
  return PARAMS[key] ?? MONEY
}

/** Whether a parameter is an amount of money. */
export function isMoneyParam(key: string): boolean {
  return MONEY_KEYS.has(key)
}

/** Bounds of a process row: feature minutes may be 0, finishing rates must be above 0. */
export function processBounds(key: string): Bounds {
  return /^\d/.test(key) ? POSITIVE : MONEY
}
