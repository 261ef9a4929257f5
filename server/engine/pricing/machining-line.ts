import type { QuoteConfig } from '../../../contract/quote-config.ts'
import type { StageCost } from '../../../contract/quote.ts'
import type { TimedOn } from './machining-cost.ts'
import { partTimes } from './machining-cost.ts'
import { dec, money, show, type Dec } from './money.ts'
import { pmiCoefficients } from './pmi.ts'
import type { Resolved } from './resolve.ts'
import type { RouteCost } from './route-cost.ts'
import type { BreakdownLine, InputSource } from './types.ts'

const round2 = (n: number) => Math.round(n * 100) / 100

/**
 * Machining line from the route: C_mach = Σ (t_op / 60 × rate of its machine) × k_tol × k_Ra over
 * the route's machining operations. The time model's components (t_rough…t_misc) are shown as the
 * route was timed; an edited route is priced from its own minutes.
 */
export function machiningCost(
  r: Resolved,
  config: QuoteConfig,
  removalCm3: Dec,
  route: RouteCost,
  timed: TimedOn,
  source: InputSource,
): { amount: Dec; line: BreakdownLine } {
  const { kTol, kRa } = pmiCoefficients(config, r)
  const k = kTol.times(kRa)
  const amount = route.operations.reduce((sum, op) => sum.plus(op.cost), dec(0)).times(k)
  const times = partTimes(r, config, removalCm3, timed)
  const geo = r.geometry!.source
  const feat = r.features
  const tPart = round2(route.operations.reduce((sum, op) => sum + op.minutes, 0))
  return {
    amount,
    line: {
      key: 'machining',
      label: 'Machining',
      amount: money(amount),
      formula: 'Σ operations (t_op / 60 × rate of its machine) × k_tol × k_Ra',
      inputs: [
        { name: 'machine', value: route.main.code ?? '', source },
        // The machine's kind (vmc5): what a reader is told, in words, where the code is the shop's own.
        ...(route.main.kind ? [{ name: 'machineKind', value: route.main.kind, source }] : []),
        { name: 'rate', value: route.main.rate, unit: `${config.currency}/h`, source: 'default' },
        { name: 'removalVolume', value: show(removalCm3, 3), unit: 'cm³', source: geo },
        { name: 'mrr', value: r.material.value.mrr, unit: 'cm³/min', source: 'default' },
        { name: 't_rough', value: show(times.rough), unit: 'min', source: geo },
        { name: 'machinedArea', value: show(dec(r.geometry!.value.area).div(100), 2), unit: 'cm²', source: geo },
        { name: 'ra', value: r.generalRa.value, unit: 'µm', source: r.generalRa.source },
        { name: 't_finish', value: show(times.finish), unit: 'min', source: geo },
        { name: 'drilledHoles', value: feat.holes.value.length, source: feat.holes.source },
        {
          name: 'threads',
          value: feat.threads.value.map((t) => `${t.count}×${t.size}`).join(', ') || '0',
          source: feat.threads.source,
        },
        { name: 'reamedHoles', value: feat.reamed.value, source: feat.reamed.source },
        { name: 't_features', value: show(times.features), unit: 'min', source: feat.holes.source },
        { name: 'tools', value: times.tools, source: feat.holes.source },
        { name: 'setups', value: route.setups.length, source },
        { name: 't_misc', value: show(times.misc), unit: 'min', source },
        { name: 't_part', value: tPart, unit: 'min', source: source === 'user' ? source : geo },
        { name: 'k_tol', value: show(kTol), source: r.tightGrade?.source ?? r.generalGrade.source },
        { name: 'k_Ra', value: show(kRa), source: r.minRa?.source ?? r.generalRa.source },
      ],
      stages: stageCosts(route, k),
    },
  }
}

/** The machining operations summed per stage, in route order. */
function stageCosts(route: RouteCost, k: Dec): StageCost[] {
  const stages: { stage: StageCost['stage']; cost: Dec; minutes: number; equipment: string[] }[] = []
  for (const op of route.operations) {
    let s = stages.find((x) => x.stage === op.stage)
    if (!s) stages.push((s = { stage: op.stage, cost: dec(0), minutes: 0, equipment: [] }))
    s.cost = s.cost.plus(op.cost)
    s.minutes += op.minutes
    if (op.equipmentCode && !s.equipment.includes(op.equipmentCode)) s.equipment.push(op.equipmentCode)
  }
  return stages.map((s) => ({
    stage: s.stage,
    amount: money(s.cost.times(k)),
    minutes: round2(s.minutes),
    equipment: s.equipment,
  }))
}
