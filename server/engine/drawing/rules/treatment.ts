import { LABELLED, UNLABELLED, eachMatch, type RuleLine, type RuleMatch } from './types.ts'

// Treatment dictionaries (Chinese drawing wording) plus the English wording of US/EU drawings. Matching
// is one alternation sorted longest first and consumes each span, so 高频淬火 is one term and not
// also 淬火, and 硬质阳极氧化 is not also 阳极氧化.
const HEAT = [
  '调质',
  '淬火+回火',
  '淬火回火',
  '真空淬火',
  '高频淬火',
  '中频淬火',
  '感应淬火',
  '火焰淬火',
  '渗碳淬火',
  '渗碳',
  '碳氮共渗',
  '气体氮化',
  '离子氮化',
  '氮化',
  '渗氮',
  '软氮化',
  'QPQ',
  '正火',
  '退火',
  '去应力退火',
  '去应力',
  '时效',
  '固溶处理',
  '固溶',
  '淬火',
  '回火',
  'QUENCH AND TEMPER',
  'QUENCHED AND TEMPERED',
  'THROUGH HARDEN',
  'VACUUM HARDEN',
  'INDUCTION HARDEN',
  'CASE HARDEN',
  'CARBURIZE',
  'NITRIDE',
  'NITRIDING',
  'STRESS RELIEVE',
  'STRESS RELIEF',
  'ANNEAL',
  'NORMALIZE',
  'HARDEN',
]
const SURFACE = [
  '硬质阳极氧化',
  '硬氧',
  '本色阳极氧化',
  '黑色阳极氧化',
  '着色阳极氧化',
  '阳极氧化',
  '导电氧化',
  '本色氧化',
  '化学镀镍',
  '化学镍',
  '镀硬铬',
  '镀铬',
  '镀镍',
  '镀锌',
  '彩锌',
  '蓝白锌',
  '黑锌',
  '镀铜',
  '镀金',
  '镀银',
  '发黑',
  '发蓝',
  '钝化',
  '磷化',
  '达克罗',
  '喷砂',
  '喷丸',
  '拉丝',
  '电解抛光',
  '抛光',
  '粉末喷涂',
  '静电喷涂',
  '喷塑',
  '喷漆',
  '烤漆',
  'PVD',
  'DLC',
  '镭雕',
  '激光打标',
  '丝印',
  'HARD ANODIZE',
  'HARD ANODISE',
  'CLEAR ANODIZE',
  'BLACK ANODIZE',
  'ANODIZE',
  'ANODISE',
  'ANODIZED',
  'CHROMATE',
  'ALODINE',
  'CHEM FILM',
  'BLACK OXIDE',
  'ZINC PLATING',
  'ZINC PLATE',
  'ELECTROLESS NICKEL',
  'NICKEL PLATING',
  'PASSIVATE',
  'PASSIVATION',
  'BEAD BLAST',
  'SANDBLAST',
  'POWDER COATING',
  'POWDER COAT',
  'ELECTROPOLISH',
  'HARD CHROME',
  'CHROME PLATING',
]
const COLOUR =
  /本色|黑色|银白|银色|蓝色|红色|金色|灰色|太空灰|香槟|RAL\s?\d{4}|\b(?:BLACK|CLEAR|NATURAL|RED|BLUE|GOLD)\b/i
const HARDNESS =
  /(HRC|HRB|HBW?|HV)\s*(?:≥|>=)?\s*(\d+(?:\.\d+)?)(?:\s*[-~～至到]\s*(\d+(?:\.\d+)?))?|(\d+(?:\.\d+)?)\s*[-~～]\s*(\d+(?:\.\d+)?)\s*(HRC|HBW?|HV)/i
// Notes that mention a surface but are not a craft.
const NOT_CRAFT = /未注|公差|倒角|圆角|去毛刺|锐边|粗糙度/

const alternation = (words: string[]) =>
  new RegExp(
    words
      .slice()
      .sort((a, b) => b.length - a.length)
      .map((w) => w.replace(/[+]/g, '\\+').replace(/ /g, '\\s*'))
      .join('|'),
    'gi',
  )
const COMBINED = alternation([...HEAT, ...SURFACE])
const HEAT_SET = new Set(HEAT.map((w) => w.toUpperCase()))

/** Surface and heat treatments in source order, each with the line's colour word when present. */
export function treatmentRule(line: RuleLine): RuleMatch[] {
  const colour = COLOUR.exec(line.text)?.[0]
  const confidence = line.label === 'surface' || line.label === 'heat' ? LABELLED : UNLABELLED
  const hits = eachMatch(COMBINED, line.text, (m) => {
    const term = m[0].replace(/\s+/g, ' ')
    const heat = HEAT_SET.has(term.toUpperCase())
    if (NOT_CRAFT.test(line.text) && !heat && line.label !== 'surface') return undefined
    const value = heat
      ? { field: 'heatTreatment' as const, term }
      : { field: 'surfaceTreatment' as const, term, ...(colour ? { colour } : {}) }
    return { value, start: m.index, end: m.index + m[0].length, rule: heat ? 'heat' : 'surface', confidence }
  })
  // "表面处理：参考CMF" names no known craft: keep it verbatim so pricing sends it to review.
  if (hits.length === 0 && (line.label === 'surface' || line.label === 'heat')) {
    const raw = line.text
      .slice(line.valueStart)
      .replace(/[；;。,，]+$/, '')
      .trim()
    if (raw !== '' && !/^(无|NONE|N\/A|-)$/i.test(raw)) {
      const value =
        line.label === 'heat'
          ? { field: 'heatTreatment' as const, term: raw }
          : { field: 'surfaceTreatment' as const, term: raw }
      hits.push({ value, start: line.valueStart, end: line.text.length, rule: 'treatment-verbatim', confidence: 0.5 })
    }
  }
  return hits
}

/** Hardness requirements (HRC 28-32, 220~250HB). */
export function hardnessRule(line: RuleLine): RuleMatch[] {
  return eachMatch(HARDNESS, line.text, (m) => {
    const scale = (m[1] ?? m[6])!.toUpperCase()
    const min = Number(m[2] ?? m[4])
    const max = m[3] ?? m[5]
    return {
      value: { field: 'hardness', scale, min, ...(max ? { max: Number(max) } : {}) },
      start: m.index,
      end: m.index + m[0].length,
      rule: 'hardness',
      confidence: LABELLED,
    }
  })
}
