import type { QuoteConfig } from '../../../contract/quote-config.ts'
import { dec, money, show, type Dec } from './money.ts'
import { pmiCoefficients } from './pmi.ts'
import type { Resolved } from './resolve.ts'
import type { BreakdownLine } from './types.ts'

/** Minutes per part by component. */
export interface PartTimes {
  rough: Dec
  finish: Dec
  features: Dec
  misc: Dec
  total: Dec
  tools: number
}

/** Lookup in [upper bound, value] buckets: the first bucket whose bound exceeds `x`. */
const bucket = (table: [number, number][], x: Dec): number =>
  (table.find(([limit]) => x.lt(dec(limit))) ?? table[table.length - 1]!)[1]

/** Value for the largest tabulated Ra at or below `ra` (finer finish ⇒ slower rate). */
function finishRate(config: QuoteConfig, ra: number): number {
  const keys = Object.keys(config.machining.finishCm2PerMin)
    .map(Number)
    .sort((a, b) => a - b)
  const key = [...keys].reverse().find((k) => k <= ra + 1e-9) ?? keys[0]!
  return config.machining.finishCm2PerMin[String(key)] ?? config.machining.finishCm2PerMin[key.toFixed(1)]!
}

function tapMinutes(config: QuoteConfig, size: string): number {
  const d = Number(/M(\d+(?:\.\d+)?)/i.exec(size)?.[1] ?? 6)
  const f = config.machining.featureMin
  return d <= 6 ? f.tapSmall : d <= 12 ? f.tapMid : f.threadMill
}

/** t_part = t_rough + t_finish + t_features + t_misc, in minutes. */
export function partTimes(r: Resolved, config: QuoteConfig, removalCm3: Dec): PartTimes {
  const m = config.machining
  const f = m.featureMin
  const feat = r.features
  const cls = r.material.value.class
  const turning = feat.machine.value === 'LATHE' || feat.machine.value === 'TURNMILL'
  const mrr = dec(r.material.value.mrr).times(dec(turning ? m.turningMrrFactor : 1))
  const kMachine = dec(m.machineFactor[feat.machine.value] ?? 1)
  const kDfm = dec(feat.thinWall ? m.thinWallFactor : 1)
  const rough = removalCm3.div(mrr.times(dec(bucket(m.sizeFactor, removalCm3))).times(kMachine)).times(kDfm)
  const areaCm2 = dec(r.geometry!.value.area).div(100)
  const finish = areaCm2.div(dec(finishRate(config, r.generalRa.value)).times(dec(m.finishMatFactor[cls] ?? 1)))
  let featureMin = dec(0)
  for (const h of feat.holes.value) {
    const depthFactor = h.depthRatio <= 3 ? 1 : h.depthRatio <= 6 ? 1.5 : 2.5
    featureMin = featureMin.plus(dec(h.diameter <= 12 ? f.drill : f.drillLarge).times(dec(depthFactor)))
    if (h.counterbored) featureMin = featureMin.plus(dec(f.cbore))
  }
  for (const t of feat.threads.value) featureMin = featureMin.plus(dec(tapMinutes(config, t.size)).times(t.count))
  featureMin = featureMin.plus(dec(f.ream).times(feat.reamed.value))
  const features = featureMin.times(dec(m.featureMatFactor[cls] ?? 1))
  // Face mill, roughing and finishing end mills, chamfer; then one tool per drill size, tap size,
  // plus spot drill, counterbore and reamer when used.
  const hasCbore = feat.holes.value.some((h) => h.counterbored)
  const tools =
    4 +
    (feat.holes.value.length > 0 ? 1 : 0) +
    feat.drillSizes +
    new Set(feat.threads.value.map((t) => t.size)).size +
    (feat.reamed.value > 0 ? 1 : 0) +
    (hasCbore ? 1 : 0)
  const misc = dec(f.toolChange).times(tools).plus(dec(f.handlingPerSetup).times(feat.setups.value))
  return { rough, finish, features, misc, total: rough.plus(finish).plus(features).plus(misc), tools }
}

/** Machining line: C_mach = t_part / 60 × rate × k_tol × k_Ra. */
export function machiningCost(
  r: Resolved,
  config: QuoteConfig,
  removalCm3: Dec,
): { amount: Dec; line: BreakdownLine; times: PartTimes } {
  const times = partTimes(r, config, removalCm3)
  const machineKey = r.features.machine.value
  const machine = config.machining.machines[machineKey] ?? config.machining.machines.VMC3!
  const { kTol, kRa } = pmiCoefficients(config, r)
  const amount = times.total.div(60).times(dec(machine.rate)).times(kTol).times(kRa)
  const geo = r.geometry!.source
  const feat = r.features
  return {
    amount,
    times,
    line: {
      key: 'machining',
      label: 'Machining',
      amount: money(amount),
      formula: '(t_rough + t_finish + t_features + t_misc) / 60 × rate × k_tol × k_Ra',
      inputs: [
        { name: 'machine', value: machineKey, source: feat.machine.source },
        { name: 'rate', value: machine.rate, unit: `${config.currency}/h`, source: 'default' },
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
        { name: 'setups', value: feat.setups.value, source: feat.setups.source },
        { name: 't_misc', value: show(times.misc), unit: 'min', source: feat.setups.source },
        { name: 't_part', value: show(times.total), unit: 'min', source: geo },
        { name: 'k_tol', value: show(kTol), source: r.tightGrade?.source ?? r.generalGrade.source },
        { name: 'k_Ra', value: show(kRa), source: r.minRa?.source ?? r.generalRa.source },
      ],
    },
  }
}
