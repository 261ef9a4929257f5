import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $toast } from '../../../../src/lib/api/toast.ts'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { clearStorage } from '../../../../src/lib/storage.ts'
import { rehydrateStores } from '../../../../src/lib/stores/persistent.ts'
import { DEFAULT_THEME } from '../../../../src/lib/stores/settings-schema.ts'
import { $settings, $themeVars, setLayout, setSetting, updateViewport } from '../../../../src/lib/stores/settings.ts'
import { resetState } from '../../support/reset.ts'

beforeEach(resetState)
afterEach(() => vi.restoreAllMocks())

function stored(): Record<string, unknown> {
  return JSON.parse(localStorage.getItem('quote-elements:app') ?? 'null') as Record<string, unknown>
}

describe('$settings defaults', () => {
  it('has the product defaults', () => {
    expect($settings.get()).toMatchObject({
      layout: 'topLeft',
      logo: true,
      fixedHeader: true,
      serverDynamicRouter: true,
      dynamicRouter: true,
      currentSize: 'default',
      isDark: false,
      mobile: false,
      collapse: false,
      title: '工业零件核价系统',
    })
    expect($settings.get().theme).toEqual(DEFAULT_THEME)
    expect($settings.get().theme.elColorPrimary).toBe('#165DFF')
  })

  it('keeps the default title in the current language', () => {
    setLocale('en')
    expect($settings.get().title).toBe('Industrial Parts Pricing System')
    setSetting('title', 'ACME quotes')
    setLocale('zh-CN')
    expect($settings.get().title).toBe('ACME quotes')
  })

  it('keeps the route-mode choices through clear cache, and resets the rest', () => {
    setSetting('dynamicRouter', true)
    setSetting('serverDynamicRouter', false)
    setSetting('isDark', true)
    clearStorage()
    expect($settings.get()).toMatchObject({ dynamicRouter: true, serverDynamicRouter: false, isDark: false })
    expect(stored()).toMatchObject({ dynamicRouter: true, serverDynamicRouter: false })
    rehydrateStores()
    expect($settings.get()).toMatchObject({ dynamicRouter: true, serverDynamicRouter: false, isDark: false })
  })

  it('persists changes under the prefixed app key', () => {
    setSetting('tagsView', false)
    expect(stored()).toMatchObject({ tagsView: false, layout: 'topLeft' })
    expect(localStorage.getItem('app')).toBeNull()
  })
})

describe('layout and viewport', () => {
  it('switches layout on desktop', () => {
    expect(setLayout('top')).toBe(true)
    expect($settings.get().layout).toBe('top')
  })

  it('goes mobile, collapsed and classic under 768 px', () => {
    updateViewport(767)
    expect($settings.get()).toMatchObject({ mobile: true, collapse: true, layout: 'classic' })
    expect($themeVars.get()['--left-menu-min-width']).toBe('0')
  })

  it('refuses other layouts on mobile with a warning toast', () => {
    updateViewport(375)
    expect(setLayout('topLeft')).toBe(false)
    expect($settings.get().layout).toBe('classic')
    expect($toast.get()).toMatchObject({ variant: 'warning', message: '移动端模式下不支持切换其它布局' })
    expect(setLayout('classic')).toBe(true)
  })

  it('returns to topLeft with the menu expanded at 768 px and up', () => {
    updateViewport(500)
    updateViewport(768)
    expect($settings.get()).toMatchObject({ mobile: false, collapse: false, layout: 'topLeft' })
    expect($themeVars.get()['--left-menu-min-width']).toBe('64px')
  })

  it('keeps a chosen desktop layout while staying on desktop', () => {
    setLayout('top')
    updateViewport(1280)
    expect($settings.get().layout).toBe('top')
  })

  it('refuses an unknown layout', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(setLayout('cutMenu' as 'top')).toBe(false)
    expect($settings.get().layout).toBe('topLeft')
  })
})

describe('persisted values', () => {
  it('reads valid values back', () => {
    localStorage.setItem(
      'quote-elements:app',
      JSON.stringify({ layout: 'top', isDark: true, theme: { elColorPrimary: '#00aa00' } }),
    )
    rehydrateStores()
    expect($settings.get()).toMatchObject({ layout: 'top', isDark: true, logo: true })
    expect($settings.get().theme.elColorPrimary).toBe('#00aa00')
  })

  it('falls back to defaults with a warning for invalid values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    localStorage.setItem(
      'quote-elements:app',
      JSON.stringify({
        layout: 'sideways',
        currentSize: 'huge',
        logo: 'yes',
        footer: false,
        theme: { elColorPrimary: '#GGG', leftMenuBgColor: 'url(x)' },
      }),
    )
    rehydrateStores()
    expect($settings.get()).toMatchObject({ layout: 'topLeft', currentSize: 'default', logo: true, footer: false })
    expect($settings.get().theme.elColorPrimary).toBe('#165DFF')
    expect($settings.get().theme.leftMenuBgColor).toBe('#001529')
    expect(warn).toHaveBeenCalledTimes(5)
  })

  it('falls back to defaults for corrupt JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    setLayout('top')
    localStorage.setItem('quote-elements:app', '{"layout":')
    rehydrateStores()
    expect($settings.get().layout).toBe('topLeft')
    expect(warn).toHaveBeenCalled()
  })
})

describe('the default title before the strings arrive', () => {
  it('is worded once the language loads, and never kept (or stored) as the bare key', async () => {
    vi.resetModules()
    localStorage.clear()
    const i18n = await import('../../../../src/lib/i18n/index.ts')
    const { $settings } = await import('../../../../src/lib/stores/settings.ts')
    // A fresh page: the store is made before its language's chunk is in.
    expect(i18n.$loadedLocales.get()).toEqual([])
    expect($settings.get().title).toBe('app.title')
    await i18n.loadLocale('zh-CN')
    expect($settings.get().title).toBe('工业零件核价系统')
  })
})
