import { describe, expect, it } from 'vitest'
import { analyzeText, type Finding, type TextItem } from '../../../server/engine/index.ts'

/** Findings for lines of text, each on its own row of a page. */
function find(...lines: string[]): Finding[] {
  const items: TextItem[] = lines.map((text, i) => ({
    text,
    page: 1,
    box: { x: 0, y: i * 20, width: 10 * text.length, height: 12 },
    source: 'pdf-text',
    size: 10,
  }))
  return analyzeText(items).findings
}
const values = (findings: Finding[], field: Finding['field']) =>
  findings
    .filter((f) => f.field === field)
    .map(({ raw, page, box, source, rule, confidence, note: _note, field: _, ...v }) => v)

describe('material', () => {
  it.each([
    ['材料：6061-T6', { grade: '6061-T6', key: 'AL6061' }],
    ['材质: SUS304', { grade: 'SUS304', key: 'SUS304' }],
    ['MATERIAL: AL 7075-T651', { grade: '7075-T651', key: 'AL7075' }],
    ['材料：45', { grade: '45#', key: '45#' }],
    ['2、材料：Q235B', { grade: 'Q235', key: 'Q235' }],
    ["MAT'L: 40Cr", { grade: '40Cr', key: '40Cr' }],
    ['材料 H59', { grade: 'H59', key: 'H59' }],
    ['6061铝合金阳极氧化', { grade: '6061', key: 'AL6061' }],
    ['45钢调质', { grade: '45#', key: '45#' }],
    ['MATERIAL: Ti-6Al-4V', { grade: 'Ti-6Al-4V', key: 'TC4' }],
    ['材料：POM（赛钢）', { grade: 'POM', key: 'POM' }],
  ])('%s', (line, expected) => {
    expect(values(find(line), 'material')[0]).toEqual(expected)
  })

  it('ignores bare numbers without a label: angles, chamfers, part numbers, sheet size A3', () => {
    expect(values(find('C1×45°', '倒角45°', 'DWG NO. 6061-001', 'A3', 'Ø304'), 'material')).toEqual([])
  })
})

describe('quantity', () => {
  it.each([
    ['数量：10PCS', 10],
    ['数量 5件', 5],
    ['QTY: 200', 200],
    ["Q'TY 12", 12],
  ])('%s', (line, count) => {
    expect(values(find(line), 'quantity')).toEqual([{ count }])
  })
  it('not sheets, scales or feature counts', () => {
    expect(values(find('共2张 第1张', '比例 1:2', '4-M6', '2×Ø6', 'SHEET 1 OF 2'), 'quantity')).toEqual([])
  })
})

describe('tolerances and fits', () => {
  it('± and deviations with IT grade by nominal size (ISO 286)', () => {
    expect(values(find('Ø20±0.01'), 'tolerance')).toEqual([
      { nominal: 20, upper: 0.01, lower: -0.01, diameter: true, itGrade: 7 },
    ])
    expect(values(find('50 +0.1/-0.05'), 'tolerance')).toEqual([
      { nominal: 50, upper: 0.1, lower: -0.05, diameter: false, itGrade: 11 },
    ]) // 150 µm ≤ IT11 (160) at 30–50
    expect(values(find('12+0.018/0'), 'tolerance')[0]).toMatchObject({ itGrade: 7 })
    expect(values(find('100±0.5'), 'tolerance')[0]).toMatchObject({ itGrade: 14 }) // 1000 µm > IT13 (540) at 80–120
    expect(values(find('Φ10±0.002'), 'tolerance')[0]).toMatchObject({ itGrade: 4 })
  })

  it('fits: H7, h6, H7/g6, counts; not M6, R5, C0.5, HRC45, H59, 6061T6', () => {
    expect(values(find('Ø20H7'), 'fit')).toEqual([{ nominal: 20, hole: 'H7', itGrade: 7 }])
    expect(values(find('Φ30h6'), 'fit')).toEqual([{ nominal: 30, shaft: 'h6', itGrade: 6 }])
    expect(values(find('Ø25 H7/g6'), 'fit')).toEqual([{ nominal: 25, hole: 'H7', shaft: 'g6', itGrade: 6 }])
    expect(find('2×Ø8H7').filter((f) => f.field === 'fit')[0]?.rule).toBe('fit×2')
    expect(values(find('M6', 'R5', 'C0.5', 'HRC45', 'H59', '6061T6', 'Q235'), 'fit')).toEqual([])
  })

  it('general tolerance notes: GB/T 1804-m, ISO 2768-f, 未注公差±0.1, GB/T 1184-K', () => {
    expect(values(find('4、未注尺寸公差按GB/T1804-m级执行；'), 'generalTolerance')).toEqual([
      { standard: 'GB/T 1804', tolClass: 'm', itGrade: 11 },
    ])
    expect(values(find('GENERAL TOLERANCES: ISO 2768-f'), 'generalTolerance')).toEqual([
      { standard: 'ISO 2768', tolClass: 'f', itGrade: 10 },
    ])
    expect(values(find('未注公差±0.1'), 'generalTolerance')).toEqual([
      { standard: 'plain', plusMinus: 0.1, itGrade: 12 },
    ])
    expect(values(find('未注公差±0.1'), 'tolerance')).toEqual([])
    expect(values(find('5、未注形位公差按GB/T1184-K执行；'), 'geometricGeneral')).toEqual([
      { standard: 'GB/T 1184', tolClass: 'K' },
    ])
  })
})

describe('roughness', () => {
  it('Ra values, general wording in Chinese and English, legacy symbols', () => {
    expect(values(find('Ra1.6'), 'roughness')).toEqual([{ ra: 1.6, kind: 'Ra', general: false }])
    expect(values(find('其余Ra6.3'), 'roughness')).toEqual([{ ra: 6.3, kind: 'Ra', general: true }])
    expect(values(find('未注粗糙度3.2'), 'roughness')).toEqual([{ ra: 3.2, kind: 'Ra', general: true }])
    expect(values(find('ALL OVER Ra 0.8'), 'roughness')).toEqual([{ ra: 0.8, kind: 'Ra', general: true }])
    expect(values(find('Rz 25'), 'roughness')).toEqual([{ ra: 25, kind: 'Rz', general: false }])
    expect(values(find('▽6'), 'roughness')).toEqual([{ ra: 1.6, kind: 'Ra', general: false }])
    expect(values(find('Ra 2.7', 'SR5'), 'roughness')).toEqual([])
  })
})

describe('surface and heat treatments: longest term first, source order, colour', () => {
  it.each([
    ['5、表面阳极氧化为本色；', [{ term: '阳极氧化', colour: '本色' }], []],
    [
      '2、表面喷砂，本色硬质阳极氧化；',
      [
        { term: '喷砂', colour: '本色' },
        { term: '硬质阳极氧化', colour: '本色' },
      ],
      [],
    ],
    ['6、6061铝合金阳极氧化,表面黑色处理，膜层厚度不低于5um；', [{ term: '阳极氧化', colour: '黑色' }], []],
    ['高频淬火HRC50-55', [], ['高频淬火']],
    ['淬火+回火', [], ['淬火+回火']],
    ['5、调质处理；', [], ['调质']],
    ['FINISH: BLACK OXIDE', [{ term: 'BLACK OXIDE', colour: 'BLACK' }], []],
    ['HEAT TREAT: QUENCH AND TEMPER 28-32 HRC', [], ['QUENCH AND TEMPER']],
    ['表面处理：参考CMF', [{ term: '参考CMF' }], []],
  ])('%s', (line, surface, heat) => {
    const f = find(line)
    expect(values(f, 'surfaceTreatment')).toEqual(surface)
    expect(values(f, 'heatTreatment').map((h) => (h as { term: string }).term)).toEqual(heat)
  })

  it('notes about tolerances, chamfers and deburring are not treatments', () => {
    expect(values(find('3、锐边倒角去毛刺，表面不得有划痕'), 'surfaceTreatment')).toEqual([])
  })

  it('hardness in both orders', () => {
    expect(values(find('HRC28-32'), 'hardness')).toEqual([{ scale: 'HRC', min: 28, max: 32 }])
    expect(values(find('220~250HB'), 'hardness')).toEqual([{ scale: 'HB', min: 220, max: 250 }])
  })
})

describe('threads', () => {
  it('metric with count, pitch, class and depth; pipe threads; not ASME Y14.5M', () => {
    expect(values(find('4-M6-6H深12'), 'thread')).toEqual([{ size: 'M6', count: 4, tolClass: '6H', depth: 12 }])
    expect(values(find('2×M8×1.25'), 'thread')).toEqual([{ size: 'M8', count: 2, pitch: 1.25 }])
    expect(values(find('M5 THD DP 10'), 'thread')).toEqual([{ size: 'M5', count: 1, depth: 10 }])
    expect(values(find('管螺纹 G1/4'), 'thread')).toEqual([{ size: 'G1/4', count: 1 }])
    expect(values(find('ASME Y14.5M-1994', 'UNITS: MILLIMETERS'), 'thread')).toEqual([])
  })
})

describe('normalisation and positions', () => {
  it('full-width and symbol variants read like ASCII', () => {
    expect(values(find('数量：１０'), 'quantity')).toEqual([{ count: 10 }])
    expect(values(find('φ２０Ｈ７'), 'fit')).toEqual([{ nominal: 20, hole: 'H7', itGrade: 7 }])
    expect(values(find('%%c20%%p0.01'), 'tolerance')[0]).toMatchObject({ nominal: 20, diameter: true, itGrade: 7 })
  })

  it('every finding carries page, box, source and confidence', () => {
    for (const f of find('材料：6061', '其余Ra3.2', 'Ø10H7')) {
      expect(f.page).toBe(1)
      expect(f.box.width).toBeGreaterThan(0)
      expect(f.source).toBe('pdf-text')
      expect(f.confidence).toBeGreaterThan(0.5)
    }
  })
})
