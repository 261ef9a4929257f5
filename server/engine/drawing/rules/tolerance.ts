import { GENERAL_CLASS_GRADE, fitGrade, itGradeFor } from '../../pricing/iso286.ts'
import { LABELLED, UNLABELLED, eachMatch, type RuleLine, type RuleMatch } from './types.ts'

const NUM = '\\d+(?:\\.\\d+)?'
const SYMMETRIC = new RegExp(`(Ø)?\\s*(${NUM})\\s*±\\s*(\\d*\\.?\\d+)`)
// "20 +0.021/0", "Ø12+0.1-0.05": single-line exports and merged PDF stacks.
const DEVIATIONS = new RegExp(`(Ø)?\\s*(${NUM})\\s*([+-]\\s*\\d*\\.\\d+|0)\\s*/?\\s*([+-]\\s*\\d*\\.\\d+|0)(?![\\d.])`)
const HOLE = 'A|B|CD|C|D|EF|E|FG|F|G|H|JS|J|K|M|N|P|R|S|T|U|V|X|Y|ZA|ZB|ZC|Z'
const SHAFT = HOLE.toLowerCase()
// A fit needs a nominal size right before the letters, so M6, R5, C0.5, HRC45, Q235 never match. A
// size after a depth mark (深12, DP12, ↧12) is a depth, not a fit's nominal.
const FIT = new RegExp(
  `(?:(?<count>\\d+)\\s*[-×xX*]\\s*)?(?<dia>Ø)?\\s*(?<![\\d.])(?<!(?:深|DP|DEPTH|↧)\\s*)(?<nominal>${NUM})(?<gap>\\s*)(?:(?<hole>${HOLE})(?<holeGrade>\\d{1,2})(?:\\s*/\\s*(?<pair>${SHAFT})(?<pairGrade>\\d{1,2}))?|(?<shaft>${SHAFT})(?<shaftGrade>\\d{1,2}))(?![\\d.A-Za-z])`,
)
// R and C after a size are a radius and a chamfer ("深12 R5", "10 C1"); as hole deviations they are
// read only written tight against a diameter ("Ø12R7").
const RADIUS_OR_CHAMFER = new Set(['R', 'C'])
const GENERAL = /(GB\s*\/?\s*T\s*1804|ISO\s*2768)\s*[-—–]?\s*(?:1\s*[-]?\s*)?([fmcv])(?:\s*[-]?\s*([HKL]))?(?![a-z])/i
const GEOMETRIC = /(GB\s*\/?\s*T\s*1184|ISO\s*2768-2)\s*[-—–]?\s*([HKL])\b/i
const PLAIN =
  /(?:未注(?:线性)?(?:尺寸)?公差\s*(?:按|为)?|(?:GENERAL|UNSPECIFIED|UNTOLERANCED)\s+TOLERANCES?\s*[:：]?|TOLERANCES?\s*[:：])\s*±\s*(\d*\.?\d+)/i

const num = (s: string) => Number(s.replace(/\s+/g, ''))

/** ± and deviation tolerances with their IT grade (ISO 286 by nominal size). */
export function toleranceRule(line: RuleLine): RuleMatch[] {
  const hits: RuleMatch[] = []
  if (PLAIN.test(line.text)) return hits // a general note's ± is not a dimension
  hits.push(
    ...eachMatch(SYMMETRIC, line.text, (m) => {
      const nominal = num(m[2]!)
      const t = num(m[3]!)
      if (!(t > 0) || t >= nominal) return undefined
      return dimension(m, nominal, t, -t, 'tolerance-symmetric')
    }),
    ...eachMatch(DEVIATIONS, line.text, (m) => {
      const nominal = num(m[2]!)
      const a = num(m[3]!)
      const b = num(m[4]!)
      const [upper, lower] = a >= b ? [a, b] : [b, a]
      if (upper === lower || Math.abs(upper - lower) >= nominal) return undefined
      return dimension(m, nominal, upper, lower, 'tolerance-deviations')
    }),
  )
  return hits
}

function dimension(m: RegExpExecArray, nominal: number, upper: number, lower: number, rule: string): RuleMatch {
  return {
    value: {
      field: 'tolerance',
      nominal,
      upper,
      lower,
      diameter: m[1] === 'Ø',
      itGrade: itGradeFor(nominal, upper, lower),
    },
    start: m.index,
    end: m.index + m[0].length,
    rule,
    confidence: LABELLED,
  }
}

/** ISO fits (H7, h6, H7/g6) after a nominal size; a leading "2×" counts the holes. */
export function fitRule(line: RuleLine): RuleMatch[] {
  return eachMatch(FIT, line.text, (m) => {
    const g = m.groups!
    const nominal = num(g.nominal!)
    const hole = g.hole ? `${g.hole}${g.holeGrade}` : undefined
    const shaft = g.pair ? `${g.pair}${g.pairGrade}` : g.shaft ? `${g.shaft}${g.shaftGrade}` : undefined
    const grades = [hole, shaft].map((d) => (d ? fitGrade(d) : undefined)).filter((v): v is number => v !== undefined)
    // ISO 286 stops at 500 mm and grade 18: "6061T6" or "H59" are not fits.
    if (grades.length === 0 || nominal <= 0 || nominal > 500 || grades.some((v) => v > 18)) return undefined
    if (!g.dia && !g.count && /^[A-Z]+$/.test(g.hole ?? '') && !g.pair && Number(g.holeGrade) > 11) return undefined
    if (g.hole && RADIUS_OR_CHAMFER.has(g.hole) && (!g.dia || g.gap !== '')) return undefined
    const count = g.count ? Number(g.count) : 1
    const value = {
      field: 'fit' as const,
      nominal,
      itGrade: Math.min(...grades),
      ...(hole ? { hole } : {}),
      ...(shaft ? { shaft } : {}),
    }
    const hit: RuleMatch = {
      value,
      start: m.index,
      end: m.index + m[0].length,
      rule: 'fit',
      confidence: g.dia ? LABELLED : UNLABELLED,
    }
    return count > 1 ? { ...hit, rule: `fit×${count}` } : hit
  })
}

/** General tolerance notes: GB/T 1804-m, ISO 2768-mK, 未注公差 ±0.1, GB/T 1184-K. */
export function generalToleranceRule(line: RuleLine): RuleMatch[] {
  const hits: RuleMatch[] = []
  const general = new RegExp(GENERAL.source, 'gi')
  for (let g = general.exec(line.text); g; g = general.exec(line.text)) {
    const tolClass = g[2]!.toLowerCase() as 'f' | 'm' | 'c' | 'v'
    const iso = /ISO/i.test(g[1]!)
    const span = { start: g.index, end: g.index + g[0].length, confidence: LABELLED }
    hits.push({
      ...span,
      value: {
        field: 'generalTolerance',
        standard: iso ? 'ISO 2768' : 'GB/T 1804',
        tolClass,
        itGrade: GENERAL_CLASS_GRADE[tolClass],
      },
      rule: 'general-class',
    })
    // "ISO 2768-mK": the second letter is the geometric class (ISO 2768-2 / GB/T 1184).
    if (g[3])
      hits.push({
        ...span,
        value: {
          field: 'geometricGeneral',
          standard: iso ? 'ISO 2768-2' : 'GB/T 1184',
          tolClass: g[3].toUpperCase() as 'H' | 'K' | 'L',
        },
        rule: 'general-geometric',
      })
  }
  hits.push(
    ...eachMatch(GEOMETRIC, line.text, (m) => ({
      value: {
        field: 'geometricGeneral',
        standard: /ISO/i.test(m[1]!) ? 'ISO 2768-2' : 'GB/T 1184',
        tolClass: m[2]!.toUpperCase() as 'H' | 'K' | 'L',
      },
      start: m.index,
      end: m.index + m[0].length,
      rule: 'general-geometric',
      confidence: LABELLED,
    })),
    ...eachMatch(PLAIN, line.text, (m) => {
      const t = num(m[1]!)
      return {
        value: { field: 'generalTolerance', standard: 'plain', plusMinus: t, itGrade: itGradeFor(undefined, t, -t) },
        start: m.index,
        end: m.index + m[0].length,
        rule: 'general-plain',
        confidence: LABELLED,
      }
    }),
  )
  return hits
}
