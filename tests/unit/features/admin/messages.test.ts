import { describe, expect, it } from 'vitest'
import en from '../../../../locales/admin/en.json'
import zhCN from '../../../../locales/admin/zh-CN.json'
import '../../../../src/features/admin/messages.ts'
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

describe('back office messages (loaded with the screens)', () => {
  it('have the same non-empty keys in both languages', () => {
    expect([...leaves(en).keys()].sort()).toEqual([...leaves(zhCN).keys()].sort())
    for (const [key, value] of [...leaves(en), ...leaves(zhCN)])
      expect(typeof value === 'string' && value.trim(), key).toBeTruthy()
  })

  it('are found once the module is loaded, in the chosen language', () => {
    setLocale('en')
    expect(t('admin.menu.heading')).toBe('Menus')
    setLocale('zh-CN')
    expect(t('admin.menu.heading')).toBe('菜单管理')
  })
})
