import { afterEach, describe, expect, it } from 'vitest'
import { defaultQuoteConfig } from '../../../../server/engine/pricing/default-config.ts'
import { COST_TABLE_DEFS } from '../../../../src/features/cost/lib/table-defs.ts'
import { rowLabel, rowName, stepsText } from '../../../../src/features/cost/lib/param-text.ts'
import { costColumns } from '../../../../src/features/cost/components/cost-columns.tsx'
import { loadLocale, setLocale, t } from '../../../../src/lib/i18n/index.ts'

// The cost tables name their fixed parameters and time-model rows in words and show tables of steps
// as sentences: no camelCase key, no JSON, no 1000000000.

afterEach(() => setLocale('zh-CN'))
const config = defaultQuoteConfig()

describe('cost parameter text', () => {
  it('shows the quantity discount and the bar allowance as steps, the open last one as "above"', async () => {
    await loadLocale('en')
    setLocale('en')
    expect(stepsText('qtyDiscount', config.other.qtyDiscount, 'en')).toBe(
      'from 1 pcs ×1; from 2 pcs ×0.98; from 5 pcs ×0.96; from 10 pcs ×0.93; from 50 pcs ×0.9; from 100 pcs ×0.87; from 500 pcs ×0.85',
    )
    expect(stepsText('barDiaSideMm', config.blank.barDiaSideMm, 'en')).toBe(
      'Ø ≤ 30 mm: 1 mm; Ø ≤ 80 mm: 1.5 mm; Ø ≤ 150 mm: 2.5 mm; Ø over 150 mm: 3 mm',
    )
    await loadLocale('zh-CN')
    setLocale('zh-CN')
    expect(stepsText('barDiaSideMm', config.blank.barDiaSideMm, 'zh-CN')).toBe(
      'Ø ≤ 30 mm：1 mm；Ø ≤ 80 mm：1.5 mm；Ø ≤ 150 mm：2.5 mm；Ø 150 mm 以上：3 mm',
    )
    expect(stepsText('mgmtRate', 0.05, 'zh-CN')).toBeNull()
  })

  it('names every fixed parameter and every feature time in both languages', async () => {
    const features = Object.keys(config.machining.featureMin)
    const params = [...Object.keys(config.other), ...Object.keys(config.blank)]
    for (const lang of ['zh-CN', 'en'] as const) {
      await loadLocale(lang)
      setLocale(lang)
      for (const key of params) expect(rowName(COST_TABLE_DEFS['other-costs'], { key }), `${lang} ${key}`).not.toBe('')
      for (const key of features)
        expect(rowName(COST_TABLE_DEFS.processes, { key, group: 'feature' }), `${lang} ${key}`).not.toBe('')
      expect(rowName(COST_TABLE_DEFS.processes, { key: '1.6', group: 'finish' })).toContain('Ra 1.6')
      expect(rowName(COST_TABLE_DEFS.materials, { key: 'AL6061' })).toBe('')
    }
  })

  it('names every machine the product seeds in both languages, and a machine a user added by its key', async () => {
    const machines = Object.keys(config.machining.machines)
    await loadLocale('zh-CN')
    setLocale('zh-CN')
    expect(rowName(COST_TABLE_DEFS.machines, { key: 'M5AX' })).toBe('五轴加工中心')
    expect(rowName(COST_TABLE_DEFS.machines, { key: 'VMC3' })).toBe('三轴加工中心')
    for (const key of machines) expect(rowName(COST_TABLE_DEFS.machines, { key }), key).toMatch(/[\u4e00-\u9fff]/)
    await loadLocale('en')
    setLocale('en')
    expect(rowName(COST_TABLE_DEFS.machines, { key: 'M5AX' })).toBe('5-axis machining centre')
    expect(rowName(COST_TABLE_DEFS.machines, { key: 'LATHE' })).toBe('CNC lathe')
    for (const key of machines) {
      const name = rowName(COST_TABLE_DEFS.machines, { key })
      expect(name, key).not.toBe('')
      expect(name, key).not.toMatch(/[\u4e00-\u9fff]/)
    }
    expect(rowName(COST_TABLE_DEFS.machines, { key: 'DMU50' })).toBe('')
  })

  it('names a treatment by its name, not its code: no key column, and its buttons and questions say the name', async () => {
    const surface = COST_TABLE_DEFS['surface-treatments']
    const columns = costColumns(surface, t, 'en', { onEdit: () => undefined })
    expect(columns.map((c) => c.key)).not.toContain('key')
    expect(columns.find((c) => c.key === 'name')?.fixed).toBe(true)
    expect(costColumns(COST_TABLE_DEFS.materials, t, 'en', {}).map((c) => c.key)).toContain('key')
    await loadLocale('en')
    setLocale('en')
    expect(rowLabel(surface, { key: 'ANODIZE_CLEAR', name: '本色阳极氧化' })).toBe('Clear anodizing')
    expect(rowLabel(surface, { key: 'GOLD_PLATE', name: 'Gold plating' })).toBe('Gold plating')
    expect(rowLabel(COST_TABLE_DEFS.machines, { key: 'DMU50' })).toBe('DMU50')
    setLocale('zh-CN')
    expect(rowLabel(surface, { key: 'ANODIZE_CLEAR', name: '本色阳极氧化' })).toBe('本色阳极氧化')
  })
})
