import { LABELLED, UNLABELLED, eachMatch, type RuleLine, type RuleMatch } from './types.ts'

/** Preferred Ra series (µm); other numbers after "Ra" are more likely dimensions or typos. */
const SERIES = [0.012, 0.025, 0.05, 0.1, 0.2, 0.4, 0.8, 1.6, 3.2, 6.3, 12.5, 25, 50]
const RA = /(?<![A-Za-z])R([az])\s*[:=]?\s*(\d+(?:\.\d+)?)(?![\d.])/
// Legacy ▽ grades (GB 1031-68) still seen on old drawings.
const TRIANGLE = /▽\s*(\d{1,2})\b/
const TRIANGLE_RA: Record<number, number> = { 3: 12.5, 4: 6.3, 5: 3.2, 6: 1.6, 7: 0.8, 8: 0.4, 9: 0.2 }
// Whole-part wording: 其余 (all other surfaces), 未注粗糙度, 全部, and English equivalents.
const GENERAL =
  /其余|未注(?:表面)?粗糙度|全部|ALL\s+(?:OVER|SURFACES)|UNLESS\s+OTHERWISE|GENERAL\s+(?:SURFACE\s+)?(?:ROUGHNESS|FINISH)/i
const GENERAL_BARE = /(?:其余|未注(?:表面)?粗糙度)\s*(?:√|Ra)?\s*(\d+(?:\.\d+)?)(?![\d.])/

/** Surface roughness call-outs; `general` when the wording makes it apply to the whole part. */
export function roughnessRule(line: RuleLine): RuleMatch[] {
  const general = GENERAL.test(line.text)
  const hits = eachMatch(RA, line.text, (m) => {
    const ra = Number(m[2])
    if (!SERIES.includes(ra)) return undefined
    return {
      value: { field: 'roughness', ra, kind: m[1] === 'a' ? 'Ra' : 'Rz', general },
      start: m.index,
      end: m.index + m[0].length,
      rule: general ? 'roughness-general' : 'roughness',
      confidence: LABELLED,
    }
  })
  if (hits.length === 0) {
    hits.push(
      ...eachMatch(GENERAL_BARE, line.text, (m) =>
        SERIES.includes(Number(m[1]))
          ? {
              value: { field: 'roughness', ra: Number(m[1]), kind: 'Ra', general: true },
              start: m.index,
              end: m.index + m[0].length,
              rule: 'roughness-general',
              confidence: UNLABELLED,
            }
          : undefined,
      ),
      ...eachMatch(TRIANGLE, line.text, (m) => {
        const ra = TRIANGLE_RA[Number(m[1])]
        return ra
          ? {
              value: { field: 'roughness', ra, kind: 'Ra', general },
              start: m.index,
              end: m.index + m[0].length,
              rule: 'roughness-legacy',
              confidence: UNLABELLED,
            }
          : undefined
      }),
    )
  }
  return hits
}
