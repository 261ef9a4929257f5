import { describe, expect, it } from 'vitest'
import { expectParity, keysNamedIn, leaves } from '../../support/locale-tree.ts'
import en from '../../../../locales/process-library/en.json'
import zhCN from '../../../../locales/process-library/zh-CN.json'
import enums from '../../../../locales/enums/en.json'
import { PROCESS_LIBRARIES } from '../../../../contract/process-library.ts'
import { LIBRARY_FIELDS } from '../../../../src/features/process-library/lib/fields.ts'
import '../../../../src/features/process-library/messages.ts'
import { setLocale, t } from '../../../../src/lib/i18n/index.ts'

const fields = PROCESS_LIBRARIES.flatMap((library) => LIBRARY_FIELDS[library])

describe('process library messages (loaded with the screens)', () => {
  it('have the same non-empty keys in both languages', () => {
    expectParity(en, zhCN)
  })

  it('label every field, hint, unit and choice the dialogs show (choices from the enum catalogue)', () => {
    const keys = new Set([...leaves(en).keys(), ...leaves(enums).keys()])
    const wanted = fields.flatMap((f) => [
      f.label,
      ...(f.hint ? [f.hint] : []),
      ...(f.unit ? [f.unit] : []),
      ...(f.options ?? []).map((o) => f.optionLabel?.(o) ?? `no option label for ${f.name}`),
    ])
    expect(wanted.filter((k) => !keys.has(k))).toEqual([])
  })

  it('cover every processLibrary key the feature’s sources name', () => {
    const used = keysNamedIn('src/features/process-library', 'processLibrary')
    expect(used.size).toBeGreaterThan(20)
    expect([...used].filter((k) => !leaves(en).has(k))).toEqual([])
  })

  it('are found by t once the module has loaded', () => {
    setLocale('en')
    expect(t('enums.equipmentType.vmc5')).toBe('5-axis machining centre')
    setLocale('zh-CN')
    expect(t('enums.equipmentType.vmc5')).toBe('五轴加工中心')
  })
})
