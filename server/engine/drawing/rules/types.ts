import type { FindingValue } from '../types.ts'

/** A rule hit inside one normalised line: value, character span, rule name and confidence. */
export interface RuleMatch {
  value: FindingValue
  start: number
  end: number
  rule: string
  confidence: number
}

/** A line as the rules see it: normalised text and, when a label introduced it, that label's field. */
export interface RuleLine {
  text: string
  label?: 'material' | 'quantity' | 'surface' | 'heat'
  /** Offset of the value after the label, so spans can skip it. */
  valueStart: number
}

/** Confidence bands: labelled 0.9, unlabelled but unambiguous 0.75. */
export const LABELLED = 0.9
export const UNLABELLED = 0.75

/** Runs a global regex and maps each match (helper for all rules). */
export function eachMatch(re: RegExp, text: string, fn: (m: RegExpExecArray) => RuleMatch | undefined): RuleMatch[] {
  const out: RuleMatch[] = []
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`)
  for (let m = g.exec(text); m; m = g.exec(text)) {
    const hit = fn(m)
    if (hit) out.push(hit)
    if (m[0] === '') g.lastIndex++
  }
  return out
}
