import type { QuoteConfig } from '../../../contract/quote-config.ts'
import { dec, type Dec } from './money.ts'
import type { Resolved } from './resolve.ts'

/** Coefficient for an IT grade, clamped to the configured table (IT5…IT12). */
function toleranceCoefficient(config: QuoteConfig, grade: number): Dec {
  const grades = Object.keys(config.pmi.tol)
    .map((k) => Number(k.slice(2)))
    .sort((a, b) => a - b)
  const g = Math.min(Math.max(Math.round(grade), grades[0]!), grades[grades.length - 1]!)
  const key = grades.includes(g) ? g : grades.find((x) => x >= g)!
  return dec(config.pmi.tol[`IT${key}`]!)
}

/** Coefficient for an Ra value: the nearest tabulated value at or below it (finer is dearer). */
function roughnessCoefficient(config: QuoteConfig, ra: number): Dec {
  const keys = Object.keys(config.pmi.ra)
    .map(Number)
    .sort((a, b) => a - b)
  const key = [...keys].reverse().find((k) => k <= ra + 1e-9) ?? keys[0]!
  return dec(config.pmi.ra[String(key)] ?? config.pmi.ra[key.toFixed(1)]!)
}

/**
 * How tolerance coefficients apply. The whole part carries the general grade's coefficient; tighter
 * call-outs raise it fully ('global') or by their share of nRef features ('partial'), so one H7
 * hole does not price a whole block as ground.
 */
function blend(config: QuoteConfig, base: Dec, tight: Dec | undefined, count: number): Dec {
  if (!tight || tight.lte(base)) return base
  if (config.pmi.mode === 'global') return tight
  const share = Math.min(1, count / config.pmi.nRef)
  return base.plus(tight.minus(base).times(dec(share)))
}

/** k_tol and k_Ra for a resolved quote. */
export function pmiCoefficients(config: QuoteConfig, r: Resolved): { kTol: Dec; kRa: Dec } {
  const baseTol = toleranceCoefficient(config, r.generalGrade.value)
  const tightTol = r.tightGrade ? toleranceCoefficient(config, r.tightGrade.value) : undefined
  const baseRa = roughnessCoefficient(config, r.generalRa.value)
  const fineRa = r.minRa ? roughnessCoefficient(config, r.minRa.value) : undefined
  return {
    kTol: blend(config, baseTol, tightTol, r.tightCount),
    kRa: blend(config, baseRa, fineRa, r.fineRaCount),
  }
}
