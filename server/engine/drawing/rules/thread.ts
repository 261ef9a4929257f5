import { LABELLED, eachMatch, type RuleLine, type RuleMatch } from './types.ts'

// "4-M6", "2×M8×1.25-6H 深12", "M5 DP 10"; the count prefix multiplies the tapping time.
const THREAD =
  /(?:(\d{1,3})\s*[-×xX*]\s*)?(?<![A-Za-z])M(\d{1,2}(?:\.\d)?)(?:\s*[×xX*]\s*(\d(?:\.\d{1,2})?))?(?:\s*-\s*(\d[gGhH]))?(?:\s*(?:深|DP|DEPTH|THD\s*DP)\s*(\d+(?:\.\d+)?))?(?![\d.])/
const PIPE = /(?:(\d{1,3})\s*[-×xX*]\s*)?\b(G\s?\d(?:\/\d)?|NPT\s?\d(?:\/\d)?|Rc\s?\d(?:\/\d)?)(?![\d/])/

/** Metric and pipe threads with count, pitch, tolerance class and depth. */
export function threadRule(line: RuleLine): RuleMatch[] {
  const metric = eachMatch(THREAD, line.text, (m) => {
    const d = Number(m[2])
    if (!(d >= 1 && d <= 64)) return undefined
    return {
      value: {
        field: 'thread',
        size: `M${m[2]}`,
        count: m[1] ? Number(m[1]) : 1,
        ...(m[3] ? { pitch: Number(m[3]) } : {}),
        ...(m[4] ? { tolClass: m[4].toUpperCase() } : {}),
        ...(m[5] ? { depth: Number(m[5]) } : {}),
      },
      start: m.index,
      end: m.index + m[0].length,
      rule: 'thread-metric',
      confidence: LABELLED,
    }
  })
  const pipe = /螺纹|THREAD|PIPE|NPT|Rc/i.test(line.text)
    ? eachMatch(PIPE, line.text, (m) => ({
        value: { field: 'thread', size: m[2]!.replace(/\s/g, ''), count: m[1] ? Number(m[1]) : 1 },
        start: m.index,
        end: m.index + m[0].length,
        rule: 'thread-pipe',
        confidence: LABELLED,
      }))
    : []
  return [...metric, ...pipe]
}
