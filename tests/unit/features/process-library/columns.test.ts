import { afterEach, describe, expect, it } from 'vitest'
import type { Equipment, Tool } from '../../../../contract/process-library.ts'
import { libraryColumns, rowName } from '../../../../src/features/process-library/lib/columns.ts'
import '../../../../src/features/process-library/messages.ts'
import { setLocale, t } from '../../../../src/lib/i18n/index.ts'

const stamp = { id: 1, enabled: true, updateTime: '2026-11-24T08:00:00.000Z' }
const tap: Tool = {
  ...stamp,
  code: 'TAP-M6',
  name: '丝锥 M6',
  nameEn: '',
  type: 'tap',
  diameter: null,
  size: 'M6',
  toolMaterial: 'HSS-Co',
  coating: '',
  suitableMaterials: [],
}
const mill: Equipment = {
  ...stamp,
  code: 'VMC850',
  name: '立式加工中心',
  nameEn: 'Vertical machining centre',
  type: 'vmc3',
  travelX: 850,
  travelY: 500,
  travelZ: 550,
  axes: 3,
  maxRpm: 12000,
  hourlyRate: 120,
  workshop: '一车间',
}
const cells = (columns: ReturnType<typeof libraryColumns>, row: Tool | Equipment) =>
  Object.fromEntries(columns.map((c) => [c.key, c.render ? c.render(row, 0) : (row as never)[c.key]]))

describe('library columns', () => {
  afterEach(() => void setLocale('zh-CN'))

  it('show choices by their translated names, “any” for no material and a dash for no diameter', () => {
    expect(cells(libraryColumns('tools', t, 'zh-CN'), tap)).toMatchObject({
      type: '丝锥',
      diameter: '—',
      suitableMaterials: '不限',
    })
    expect(cells(libraryColumns('tools', t, 'zh-CN'), { ...tap, suitableMaterials: ['Al', 'SS'] })).toMatchObject({
      suitableMaterials: '铝合金、不锈钢',
    })
  })

  it('show a machine’s travel as X × Y × Z in the user’s number format', () => {
    setLocale('en')
    expect(cells(libraryColumns('equipment', t, 'en'), mill)).toMatchObject({
      type: '3-axis machining centre',
      travel: '850 × 500 × 550',
      maxRpm: '12,000',
    })
  })

  it('show a dash for a bench’s travel, not 0 × 0 × 0', () => {
    const bench = { ...mill, type: 'bench' as const, travelX: 0, travelY: 0, travelZ: 0, axes: 0 }
    expect(cells(libraryColumns('equipment', t, 'zh-CN'), bench)).toMatchObject({ travel: '—' })
  })

  it('name a row in English only when English is chosen and the row has an English name', () => {
    expect(rowName(mill, 'en')).toBe('Vertical machining centre')
    expect(rowName(mill, 'zh-CN')).toBe('立式加工中心')
    expect(rowName(tap, 'en')).toBe('丝锥 M6')
  })

  it('name the workshops and tool materials the product seeds in the reader’s words, and typed ones as typed', () => {
    const seeded = { ...mill, workshop: '加工中心车间' }
    expect(cells(libraryColumns('equipment', t, 'zh-CN'), seeded)).toMatchObject({ workshop: '加工中心车间' })
    expect(cells(libraryColumns('equipment', t, 'zh-CN'), mill)).toMatchObject({ workshop: '一车间' })
    expect(cells(libraryColumns('tools', t, 'zh-CN'), { ...tap, toolMaterial: 'carbide' })).toMatchObject({
      toolMaterial: '硬质合金',
    })
    setLocale('en')
    expect(cells(libraryColumns('equipment', t, 'en'), seeded)).toMatchObject({ workshop: 'Machining-centre shop' })
    expect(cells(libraryColumns('equipment', t, 'en'), mill)).toMatchObject({ workshop: '一车间' })
    expect(cells(libraryColumns('tools', t, 'en'), { ...tap, toolMaterial: '硬质合金' })).toMatchObject({
      toolMaterial: 'Carbide',
    })
    expect(cells(libraryColumns('tools', t, 'en'), tap)).toMatchObject({ toolMaterial: 'Cobalt HSS (HSS-Co)' })
    expect(cells(libraryColumns('tools', t, 'en'), { ...tap, toolMaterial: 'Cermet' })).toMatchObject({
      toolMaterial: 'Cermet',
    })
  })
})
