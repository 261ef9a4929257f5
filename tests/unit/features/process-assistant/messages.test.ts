import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import en from '../../../../locales/process-assistant/en.json'
import zhCN from '../../../../locales/process-assistant/zh-CN.json'
import { PROCESS_STAGE_NAMES } from '../../../../src/lib/contract/process-library.ts'
import { processRoute } from '../../../../src/lib/contract/process-plan.ts'
import '../../../../src/features/process-assistant/messages.ts'
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

describe('process assistant messages (loaded with the screen)', () => {
  it('have the same non-empty keys in both languages', () => {
    expect([...leaves(en).keys()].sort()).toEqual([...leaves(zhCN).keys()].sort())
    for (const [key, value] of [...leaves(en), ...leaves(zhCN)])
      expect(typeof value === 'string' && value.trim(), key).toBeTruthy()
  })

  it('name every stage, part class and version source of the contract', () => {
    const keys = leaves(en)
    const missing = [
      ...PROCESS_STAGE_NAMES.map((s) => `processAssistant.stage.${s}`),
      ...processRoute.shape.context.shape.partClass.options.map((c) => `processAssistant.partClass.${c}`),
      ...processRoute.shape.source.options.map((s) => `processAssistant.versions.source.${s}`),
    ].filter((k) => !keys.has(k))
    expect(missing).toEqual([])
  })

  it('cover every processAssistant key the feature’s sources name', () => {
    const dir = resolve(import.meta.dirname, '../../../../src/features/process-assistant')
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f))
    const used = new Set(
      files.flatMap((f) =>
        [...readFileSync(resolve(dir, f), 'utf8').matchAll(/'(processAssistant\.[\w.]+)'/g)].map((m) => m[1]!),
      ),
    )
    expect(used.size).toBeGreaterThan(50)
    expect([...used].filter((k) => !leaves(en).has(k))).toEqual([])
  })

  it('are found by t once the module has loaded', () => {
    setLocale('en')
    expect(t('processAssistant.card.title')).toBe('Process card')
    setLocale('zh-CN')
    expect(t('processAssistant.card.title')).toBe('工艺过程卡')
  })
})
