import { describe, expect, it } from 'vitest'
import { expectParity } from '../../support/locale-tree.ts'
import en from '../../../../locales/admin/en.json'
import zhCN from '../../../../locales/admin/zh-CN.json'
import '../../../../src/features/admin/messages.ts'
import { setLocale, t } from '../../../../src/lib/i18n/index.ts'

describe('back office messages (loaded with the screens)', () => {
  it('have the same non-empty keys in both languages', () => {
    expectParity(en, zhCN)
  })

  it('are found once the module is loaded, in the chosen language', () => {
    setLocale('en')
    expect(t('admin.menu.heading')).toBe('Menus')
    setLocale('zh-CN')
    expect(t('admin.menu.heading')).toBe('菜单管理')
  })
})
