import type { QuoteConfig } from '../../../contract/quote-config.ts'
import { dec, money, show, type Dec } from './money.ts'
import type { Resolved } from './resolve.ts'
import type { RouteCost } from './route-cost.ts'
import type { Sourced } from './sourced.ts'
import type { BreakdownLine, ProgrammingTier } from './types.ts'

/**
 * Once-per-line costs shared over the quantity: each setup of the route at its machine (setup
 * minutes of its kind × its rate), first-article inspection on the main machine, programming at
 * the programming rate (×2 when any machining is 5-axis), and any fixture fee.
 * C_batch = (Σ setups setupMin × rate / 60 + faiMin × rate / 60 + C_prog + C_fixture) / Q.
 * A user's setup count replaces the route's setups, each at the main machine.
 */
export function batchCost(
  r: Resolved,
  config: QuoteConfig,
  quantity: number,
  route: RouteCost,
  tier: Sourced<ProgrammingTier>,
  userSetups: number | undefined,
): { amount: Dec; line: BreakdownLine } {
  const m = config.machining
  const main = route.main
  const rate = dec(main.rate)
  const setups = userSetups ?? route.setups.length
  const setupMin =
    userSetups !== undefined
      ? dec(main.setupMin).times(userSetups)
      : route.setups.reduce((sum, s) => sum.plus(dec(s.setupMin)), dec(0))
  const setupCost =
    userSetups !== undefined ? setupMin.times(rate).div(60) : route.setups.reduce((sum, s) => sum.plus(s.cost), dec(0))
  const faiCost = dec(m.faiMin).times(rate).div(60)
  const hours = dec(m.progHours[tier.value]).times(dec(route.fiveAxis ? m.progHours.fiveAxisFactor : 1))
  const programming = hours.times(dec(m.programmingRate))
  const fixture = dec(config.other.fixtureFee)
  const perBatch = setupCost.plus(faiCost).plus(programming).plus(fixture)
  const amount = perBatch.div(quantity)
  return {
    amount,
    line: {
      key: 'batch',
      label: 'Programming and setup',
      amount: money(amount),
      formula: '(Σ setups setupMin × rate / 60 + faiMin × rate / 60 + progHours × progRate + fixtureFee) / quantity',
      inputs: [
        { name: 'setups', value: setups, source: userSetups !== undefined ? 'user' : '3d' },
        { name: 'setupMin', value: show(setupMin), unit: 'min', source: 'default' },
        { name: 'setupCost', value: money(setupCost), unit: config.currency, source: 'default' },
        { name: 'faiMin', value: m.faiMin, unit: 'min', source: 'default' },
        { name: 'rate', value: main.rate, unit: `${config.currency}/h`, source: 'default' },
        { name: 'programmingTier', value: tier.value, source: tier.source },
        { name: 'progHours', value: show(hours), unit: 'h', source: 'default' },
        { name: 'progRate', value: m.programmingRate, unit: `${config.currency}/h`, source: 'default' },
        { name: 'fixtureFee', value: config.other.fixtureFee, unit: config.currency, source: 'default' },
        { name: 'batchTotal', value: money(perBatch), unit: config.currency, source: 'default' },
        { name: 'quantity', value: quantity, source: r.quantity.source },
      ],
    },
  }
}

/** Per-piece inspection and packaging (0 by default; shops that charge them set a price). */
export function perPieceExtras(config: QuoteConfig): { amount: Dec; lines: BreakdownLine[] } {
  const lines: BreakdownLine[] = []
  let amount = dec(0)
  for (const [key, label, value] of [
    ['inspection', 'Inspection', config.other.inspectPerPiece],
    ['packaging', 'Packaging', config.other.packPerPiece],
  ] as const) {
    if (value <= 0) continue
    amount = amount.plus(dec(value))
    lines.push({
      key,
      label,
      amount: money(dec(value)),
      formula: 'per piece',
      inputs: [{ name: key, value, unit: config.currency, source: 'default' }],
    })
  }
  return { amount, lines }
}
