import type { QuoteConfig } from '../../../contract/quote-config.ts'
import { dec, money, show, type Dec } from './money.ts'
import type { Resolved } from './resolve.ts'
import type { BreakdownLine } from './types.ts'

/**
 * Once-per-line costs shared over the quantity: setups and first-article inspection at the machine
 * rate, programming at the programming rate (×2 on 5-axis), and any fixture fee.
 * C_batch = (setups × t_setup × rate / 60 + FAI × rate / 60 + C_prog + C_fixture) / Q.
 */
export function batchCost(r: Resolved, config: QuoteConfig, quantity: number): { amount: Dec; line: BreakdownLine } {
  const m = config.machining
  const feat = r.features
  const machine = m.machines[feat.machine.value] ?? m.machines.VMC3!
  const rate = dec(machine.rate)
  const setupMin = dec(machine.setupMin).times(feat.setups.value)
  const setupCost = setupMin.plus(dec(m.faiMin)).times(rate).div(60)
  const hours = dec(m.progHours[feat.tier.value]).times(
    dec(feat.machine.value === 'M5AX' ? m.progHours.fiveAxisFactor : 1),
  )
  const programming = hours.times(dec(m.programmingRate))
  const fixture = dec(config.other.fixtureFee)
  const perBatch = setupCost.plus(programming).plus(fixture)
  const amount = perBatch.div(quantity)
  return {
    amount,
    line: {
      key: 'batch',
      label: 'Programming and setup',
      amount: money(amount),
      formula: '(setups × setupMin × rate / 60 + faiMin × rate / 60 + progHours × progRate + fixtureFee) / quantity',
      inputs: [
        { name: 'setups', value: feat.setups.value, source: feat.setups.source },
        { name: 'setupMin', value: machine.setupMin, unit: 'min', source: 'default' },
        { name: 'faiMin', value: m.faiMin, unit: 'min', source: 'default' },
        { name: 'rate', value: machine.rate, unit: `${config.currency}/h`, source: 'default' },
        { name: 'programmingTier', value: feat.tier.value, source: feat.tier.source },
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
