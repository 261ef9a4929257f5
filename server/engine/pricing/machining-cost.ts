import type { QuoteConfig } from '../../../contract/quote-config.ts'
import { dec, type Dec } from './money.ts'
import type { Resolved } from './resolve.ts'

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

/** The machine the minutes are for: its kind's machine factor, whether it turns, and the setups it takes. */
export interface TimedOn {
  /** Pricing configuration's machine key (VMC3, M5AX, LATHE…) for `machineFactor`. */
  machine: string
  turning: boolean
  setups: number
}

/** t_part = t_rough + t_finish + t_features + t_misc, in minutes, on the route's machine and setups. */
export function partTimes(r: Resolved, config: QuoteConfig, removalCm3: Dec, on: TimedOn): PartTimes {
  const m = config.machining
  const f = m.featureMin
  const feat = r.features
  const cls = r.material.value.class
  const mrr = dec(r.material.value.mrr).times(dec(on.turning ? m.turningMrrFactor : 1))
  const kMachine = dec(m.machineFactor[on.machine] ?? 1)
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
  const misc = dec(f.toolChange).times(tools).plus(dec(f.handlingPerSetup).times(on.setups))
  return { rough, finish, features, misc, total: rough.plus(finish).plus(features).plus(misc), tools }
}
