import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $toast } from '../../../../src/lib/api/toast.ts'
import { contrastRatio } from '../../../../src/lib/color.ts'
import {
  $settings,
  $themeVars,
  setHeaderTheme,
  setIsDark,
  setLayout,
  setMenuTheme,
  setTheme,
} from '../../../../src/lib/stores/settings.ts'
import { resetState } from '../../support/reset.ts'

beforeEach(resetState)
afterEach(() => vi.restoreAllMocks())

describe('theme', () => {
  it('exposes the primary shades, which follow dark mode', () => {
    expect($themeVars.get()).toMatchObject({
      '--el-color-primary': '#165DFF',
      '--el-color-primary-light-3': '#5c8eff',
      '--el-color-primary-light-9': '#e8efff',
      '--el-color-primary-dark-2': '#457dff',
      '--left-menu-bg-color': '#001529',
      '--top-header-hover-color': '#f6f6f6',
      '--sl-color-primary-600': '#165DFF',
    })
    setIsDark(true)
    expect($settings.get().isDark).toBe(true)
    expect($themeVars.get()).toMatchObject({
      '--el-color-primary-light-3': '#0f41b3',
      '--el-color-primary-light-9': '#020919',
      '--el-color-primary-dark-2': '#124acc',
    })
  })

  it('maps the primary onto the whole Shoelace scale', () => {
    const vars = $themeVars.get()
    for (const step of [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950]) {
      expect(vars[`--sl-color-primary-${step}`], String(step)).toMatch(/^#[0-9a-fA-F]{6}$/)
    }
    expect(vars['--sl-color-primary-50']).toBe('#e8efff')
    setIsDark(true)
    expect($themeVars.get()['--sl-color-primary-50']).toBe('#0a0f19')
  })

  it('keeps primary text and button labels readable (WCAG AA 4.5:1) in both modes, whatever the primary', () => {
    // Shoelace's page and panel colours, which are also its button labels, in each mode.
    const surfaces = { light: ['#ffffff', '#f4f4f5'], dark: ['#1a1a1e', '#2c2c31'] }
    for (const primary of ['#165DFF', '#ffcc00', '#00b42a']) {
      setTheme({ elColorPrimary: primary })
      for (const dark of [false, true]) {
        setIsDark(dark)
        const fill = $themeVars.get()['--sl-color-primary-600']!
        for (const surface of surfaces[dark ? 'dark' : 'light'])
          expect(contrastRatio(fill, surface), `${primary} ${fill} on ${surface}`).toBeGreaterThanOrEqual(4.5)
      }
    }
    setIsDark(false)
    setTheme({ elColorPrimary: '#165DFF' })
    expect($themeVars.get()['--sl-color-primary-600']).toBe('#165DFF')
  })

  it('sets a valid primary colour', () => {
    expect(setTheme({ elColorPrimary: '#ff0000' })).toBe(true)
    expect($themeVars.get()['--el-color-primary-light-5']).toBe('#ff8080')
  })

  it('refuses an invalid colour with a warning and a toast, keeping the old value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(setTheme({ elColorPrimary: '#GGGGGG', topHeaderBgColor: '#222' })).toBe(false)
    expect($settings.get().theme.elColorPrimary).toBe('#165DFF')
    expect($settings.get().theme.topHeaderBgColor).toBe('#222')
    expect(warn).toHaveBeenCalledOnce()
    expect($toast.get()).toMatchObject({ variant: 'warning', message: '颜色格式无效，请输入 3 位或 6 位十六进制颜色' })
  })

  it('derives a dark menu theme', () => {
    setMenuTheme('#001529')
    expect($settings.get().theme).toMatchObject({
      leftMenuBorderColor: 'inherit',
      leftMenuBgColor: '#001529',
      leftMenuBgLightColor: '#0f2438',
      leftMenuBgActiveColor: 'var(--el-color-primary)',
      leftMenuTextColor: '#bfcbd9',
      leftMenuTextActiveColor: '#fff',
      logoTitleTextColor: '#fff',
      logoBorderColor: '#001529',
    })
  })

  it('derives a light menu theme from the primary', () => {
    setMenuTheme('#ffffff')
    expect($settings.get().theme).toMatchObject({
      leftMenuBorderColor: '#eee',
      leftMenuBgLightColor: '#ffffff',
      leftMenuBgActiveColor: 'RGBA(22,93,255,0.1)',
      leftMenuCollapseBgActiveColor: 'RGBA(22,93,255,0.1)',
      leftMenuTextColor: '#333',
      leftMenuTextActiveColor: 'var(--el-color-primary)',
      logoTitleTextColor: 'inherit',
      logoBorderColor: '#eee',
    })
  })

  it('derives the header theme, and the menu too in the top layout', () => {
    setHeaderTheme('#001529')
    expect($settings.get().theme).toMatchObject({
      topHeaderBgColor: '#001529',
      topHeaderTextColor: '#fff',
      topHeaderHoverColor: '#0f2438',
      topToolBorderColor: '#001529',
    })
    expect($settings.get().theme.leftMenuBgColor).toBe('#001529')
    setMenuTheme('#ffffff')
    setLayout('top')
    setHeaderTheme('#ffffff')
    expect($settings.get().theme).toMatchObject({
      topHeaderTextColor: 'inherit',
      topToolBorderColor: '#eee',
      leftMenuBgColor: '#ffffff',
    })
    setHeaderTheme('#000000')
    expect($settings.get().theme.leftMenuBgColor).toBe('#000000')
  })

  it('refuses a non-hex menu colour', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(setMenuTheme('red')).toBe(false)
    expect($settings.get().theme.leftMenuBgColor).toBe('#001529')
  })
})
