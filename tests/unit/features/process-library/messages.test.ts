import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import en from '../../../../locales/process-library/en.json'
import zhCN from '../../../../locales/process-library/zh-CN.json'
import { PROCESS_LIBRARIES } from '../../../../src/lib/contract/process-library.ts'
import { LIBRARY_FIELDS, optionLabel } from '../../../../src/features/process-library/lib/fields.ts'
import '../../../../src/features/process-library/messages.ts'
import { setLocale, t } from '../../../../src/lib/i18n/index.ts'

function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'object' && value !== null) for (const [k, v] of leaves(value, path)) out.set(k, v)
    else out.set(path, value)
  }
  return out
}

const fields = PROCESS_LIBRARIES.flatMap((library) => LIBRARY_FIELDS[library])

describe('process library messages (loaded with the screens)', () => {
  it('have the same non-empty keys in both languages', () => {
    expect([...leaves(en).keys()].sort()).toEqual([...leaves(zhCN).keys()].sort())
    for (const [key, value] of [...leaves(en), ...leaves(zhCN)])
      expect(typeof value === 'string' && value.trim(), key).toBeTruthy()
  })

  it('label every field, hint, unit and choice the dialogs show', () => {
    const keys = leaves(en)
    const wanted = fields.flatMap((f) => [
      `processLibrary.field.${f.name}`,
      ...(f.hint ? [`processLibrary.hint.${f.name}`] : []),
      ...(f.unit ? [`processLibrary.unit.${f.unit}`] : []),
      ...(f.options ?? []).map((o) => optionLabel(f, o)),
    ])
    expect(wanted.filter((k) => !keys.has(k))).toEqual([])
  })

  it('cover every processLibrary key the feature’s sources name', () => {
    const dir = resolve(import.meta.dirname, '../../../../src/features/process-library')
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f))
    const used = new Set(
      files.flatMap((f) =>
        [...readFileSync(resolve(dir, f), 'utf8').matchAll(/'(processLibrary\.[\w.]+)'/g)].map((m) => m[1]!),
      ),
    )
    expect(used.size).toBeGreaterThan(20)
    expect([...used].filter((k) => !leaves(en).has(k))).toEqual([])
  })

  it('are found by t once the module has loaded', () => {
    setLocale('en')
    expect(t('processLibrary.equipmentType.vmc5')).toBe('5-axis machining centre')
    setLocale('zh-CN')
    expect(t('processLibrary.equipmentType.vmc5')).toBe('五轴加工中心')
  })
})
