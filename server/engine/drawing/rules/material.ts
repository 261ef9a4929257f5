import { LABELLED, UNLABELLED, eachMatch, type RuleLine, type RuleMatch } from './types.ts'

// Material patterns. "Strict" ones are unambiguous anywhere (a prefix, suffix
// or a name that is only a material); "labelled" ones also accept bare numbers and short codes
// (6061, 304, 45, A3, T2, PC) that elsewhere are dimensions, sheet sizes or part numbers.
const AL_SERIES = '6061|6063|6082|7075|7050|5052|5083|2A12|LY12|2024|1060'
const TEMPER = '(?:\\s*-?\\s*(?:T\\d{1,4}|H\\d{2,3}))?'
const STRICT: [RegExp, (m: RegExpExecArray) => string][] = [
  [
    new RegExp(
      `(?:AL|铝合金|铝)\\s*-?\\s*(${AL_SERIES})${TEMPER}|(?<![\\d.])(${AL_SERIES})\\s*-?\\s*(T\\d{1,4}|H\\d{2,3})(?![\\d])|(?<![\\d.])(${AL_SERIES})\\s*铝合金`,
      'i',
    ),
    (m) => m[0].replace(/^(AL|铝合金|铝)\s*-?\s*|\s*铝合金$/i, '').replace(/\s+/g, ''),
  ],
  [
    /(?:SUS|SS|AISI)\s*-?\s*(303|304L?|316L?|420J2|430|440C|630)\b|\b17-4\s*PH\b|06Cr19Ni10|0Cr18Ni9|Y1Cr18Ni9|022Cr17Ni12Mo2/i,
    (m) => (m[1] ? `SUS${m[1].toUpperCase()}` : m[0]),
  ],
  [/(?<![\d.])(20|35|45|50)\s*(?:#|号钢|钢)/, (m) => `${m[1]}#`],
  [/\bQ(195|215|235|275|345|355)[A-E]?\b/, (m) => `Q${m[1]}`],
  [
    /\b(40Cr|20Cr|42CrMo4?|35CrMo|20CrMnTi|38CrMoAl|GCr15|65Mn|Cr12MoV|SKD11|SKD61|NAK80|S136|SCM440|S45C|SS400|C45)\b/i,
    (m) => m[1]!,
  ],
  [/\b(HPb59-1|C3604|C1100|TU1|QBe2|C17200)\b|黄铜|紫铜|铍铜|磷铜/, (m) => m[0]],
  [
    /\b(POM|PEEK|UHMW-?PE|PTFE|PMMA|FR-?4)\b|赛钢|聚甲醛|尼龙|亚克力|有机玻璃|铁氟龙|四氟|电木|环氧板/i,
    (m) => m[0].toUpperCase(),
  ],
  [/\b(TC4|Ti-?6Al-?4V|TA2)\b|钛合金/i, (m) => m[0]],
  [/不锈钢/, (m) => m[0]],
]
const LABELLED_ONLY: [RegExp, (m: RegExpExecArray) => string][] = [
  [new RegExp(`(?<![\\d.])(${AL_SERIES})(?![\\d.])${TEMPER}`), (m) => m[0].replace(/\s+/g, '')],
  [/(?<![\d.])(303|304L?|316L?)(?![\d.])/, (m) => `SUS${m[1]}`],
  [/(?<![\d.])(20|35|45|50)(?![\d.°])/, (m) => `${m[1]}#`],
  [/\b(A3|H59|H62|H65|T1|T2|T3|PA66?|ABS|PC|PP|PVC|PEI|PPS|D2|P20|H13|718H?|Cr12)\b/i, (m) => m[1]!.toUpperCase()],
]

/** Material grades; the first hit in a labelled value, or every unambiguous one elsewhere. */
export function materialRule(line: RuleLine): RuleMatch[] {
  const labelled = line.label === 'material'
  const patterns = labelled ? [...STRICT, ...LABELLED_ONLY] : STRICT
  const value = line.text.slice(line.valueStart)
  const hits: RuleMatch[] = []
  for (const [re, grade] of patterns) {
    hits.push(
      ...eachMatch(re, value, (m) => ({
        value: { field: 'material', grade: grade(m) },
        start: line.valueStart + m.index,
        end: line.valueStart + m.index + m[0].length,
        rule: labelled ? 'material-labelled' : 'material-token',
        confidence: labelled ? LABELLED : UNLABELLED,
      })),
    )
    if (labelled && hits.length > 0) break
  }
  return hits.sort((a, b) => a.start - b.start).filter((h, i, all) => i === 0 || h.start >= all[i - 1]!.end)
}
