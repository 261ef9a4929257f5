import { computed, map, onNotify } from 'nanostores'
import { showToast } from '../api/toast.ts'
import { colorIsDark, hexToRGB, isHexColor, lighten } from '../color.ts'
import { $loadedLocales, $locale, LOCALES, t, translate } from '../i18n/index.ts'
import { persist } from './persistent.ts'
import {
  decodeSettings,
  DEFAULT_THEME,
  isValidThemeValue,
  LAYOUTS,
  MOBILE_BREAKPOINT,
  type Layout,
  type Settings,
  type Theme,
} from './settings-schema.ts'
import { themeVars } from './theme-vars.ts'

/** The application settings, persisted under `app`. */
export const $settings = map<Settings>(decodeSettings(null, t('app.title')))

persist($settings, 'app', (stored) => decodeSettings(stored, t('app.title')))

/** CSS custom properties to set on each element host (theme, primary shades, Shoelace scale). */
export const $themeVars = computed($settings, themeVars)

// The default title is the translated app title; it follows language switches until the user
// sets a title of their own. Before a language's strings arrive, t answers the key itself, so the
// key counts as the default too, and the title is worded again once they are in.
function followLanguage() {
  const defaults = ['app.title', ...LOCALES.map((l) => translate(l.lang, 'app.title'))]
  if (defaults.includes($settings.get().title)) $settings.setKey('title', t('app.title'))
}
onNotify($locale, followLanguage)
$loadedLocales.listen(followLanguage)

function rejectColor(color: unknown): false {
  console.warn(`[quote-elements] invalid colour ${JSON.stringify(color)}; expected #rgb or #rrggbb`)
  showToast('warning', t('settings.invalidColor'))
  return false
}

/** Sets one setting; layout, isDark and theme go through their own checked actions. */
export function setSetting<K extends keyof Settings>(key: K, value: Settings[K]): boolean {
  if (key === 'layout') return setLayout(value as Layout)
  if (key === 'theme') return setTheme(value as Partial<Theme>)
  // setKey's conditional type cannot follow the generic K; the signature above keeps it sound.
  $settings.setKey(key, value as never)
  return true
}

/** Switches the layout; on mobile only `classic` is allowed (warning toast, unchanged, false). */
export function setLayout(layout: Layout): boolean {
  if (!LAYOUTS.includes(layout)) {
    console.warn(`[quote-elements] unknown layout "${String(layout)}"`)
    return false
  }
  if ($settings.get().mobile && layout !== 'classic') {
    showToast('warning', t('settings.mobileLayoutWarning'))
    return false
  }
  $settings.setKey('layout', layout)
  return true
}

/** Switches dark mode; the primary shades in $themeVars follow. */
export function setIsDark(isDark: boolean): void {
  $settings.setKey('isDark', isDark)
}

/** Merges theme colours; an invalid value is refused with a warning and toast, the old one kept. */
export function setTheme(partial: Partial<Theme>): boolean {
  const next = { ...$settings.get().theme }
  let ok = true
  for (const [key, value] of Object.entries(partial) as [keyof Theme, unknown][]) {
    if (!(key in DEFAULT_THEME)) {
      console.warn(`[quote-elements] unknown theme key "${key}"`)
      ok = false
    } else if (isValidThemeValue(key, value)) next[key] = value
    else ok = rejectColor(value)
  }
  $settings.setKey('theme', next)
  return ok
}

/** Derives the side-menu and logo colours from one background colour (template rules). */
export function setMenuTheme(color: string): boolean {
  if (!isHexColor(color)) return rejectColor(color)
  const dark = colorIsDark(color) === true
  const primary = $settings.get().theme.elColorPrimary
  const activeBg = dark ? 'var(--el-color-primary)' : hexToRGB(primary, 0.1)
  return setTheme({
    leftMenuBorderColor: dark ? 'inherit' : '#eee',
    leftMenuBgColor: color,
    leftMenuBgLightColor: dark ? lighten(color, 6) : color,
    leftMenuBgActiveColor: activeBg,
    leftMenuCollapseBgActiveColor: activeBg,
    leftMenuTextColor: dark ? '#bfcbd9' : '#333',
    leftMenuTextActiveColor: dark ? '#fff' : 'var(--el-color-primary)',
    logoTitleTextColor: dark ? '#fff' : 'inherit',
    logoBorderColor: dark ? color : '#eee',
  })
}

/** Derives the top-header colours from one background colour; the `top` layout's menu follows. */
export function setHeaderTheme(color: string): boolean {
  if (!isHexColor(color)) return rejectColor(color)
  const dark = colorIsDark(color) === true
  setTheme({
    topHeaderBgColor: color,
    topHeaderTextColor: dark ? '#fff' : 'inherit',
    topHeaderHoverColor: dark ? lighten(color, 6) : '#f6f6f6',
    topToolBorderColor: dark ? color : '#eee',
  })
  if ($settings.get().layout === 'top') setMenuTheme(color)
  return true
}

/**
 * Applies the viewport width: under 768 px the app is mobile, collapsed and classic; leaving
 * mobile mode restores the product layout (topLeft, menu expanded).
 */
export function updateViewport(width: number): void {
  const current = $settings.get()
  if (width < MOBILE_BREAKPOINT) {
    if (current.mobile && current.collapse && current.layout === 'classic') return
    $settings.set({ ...current, mobile: true, collapse: true, layout: 'classic' })
  } else if (current.mobile) {
    $settings.set({ ...current, mobile: false, collapse: false, layout: 'topLeft' })
  }
}
