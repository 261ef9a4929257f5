import { isHexColor } from '../color.ts'
import { isRecord } from './persistent.ts'

/** Page layouts the product offers. */
export const LAYOUTS = ['topLeft', 'top', 'classic'] as const
/** A page layout. */
export type Layout = (typeof LAYOUTS)[number]

/** Component sizes (the currentSize setting). */
export const SIZES = ['default', 'large', 'small'] as const
/** A component size. */
export type ComponentSize = (typeof SIZES)[number]

/** Below this viewport width the app is in mobile mode. */
export const MOBILE_BREAKPOINT = 768

/** Theme colours; each becomes a `--kebab-case` CSS custom property on the element host. */
export interface Theme {
  elColorPrimary: string
  leftMenuBorderColor: string
  leftMenuBgColor: string
  leftMenuBgLightColor: string
  leftMenuBgActiveColor: string
  leftMenuCollapseBgActiveColor: string
  leftMenuTextColor: string
  leftMenuTextActiveColor: string
  logoTitleTextColor: string
  logoBorderColor: string
  topHeaderBgColor: string
  topHeaderTextColor: string
  topHeaderHoverColor: string
  topToolBorderColor: string
}

/** The persisted application settings. `size` and `locale` toggle those switchers. */
export interface Settings {
  mobile: boolean
  title: string
  pageLoading: boolean
  breadcrumb: boolean
  breadcrumbIcon: boolean
  collapse: boolean
  uniqueOpened: boolean
  hamburger: boolean
  screenfull: boolean
  size: boolean
  locale: boolean
  tagsView: boolean
  tagsViewIcon: boolean
  logo: boolean
  fixedHeader: boolean
  footer: boolean
  greyMode: boolean
  dynamicRouter: boolean
  serverDynamicRouter: boolean
  fixedMenu: boolean
  layout: Layout
  isDark: boolean
  currentSize: ComponentSize
  theme: Theme
}

/** The template's theme with the product's primary colour. */
export const DEFAULT_THEME: Theme = {
  elColorPrimary: '#165DFF',
  leftMenuBorderColor: 'inherit',
  leftMenuBgColor: '#001529',
  leftMenuBgLightColor: '#0f2438',
  leftMenuBgActiveColor: 'var(--el-color-primary)',
  leftMenuCollapseBgActiveColor: 'var(--el-color-primary)',
  leftMenuTextColor: '#bfcbd9',
  leftMenuTextActiveColor: '#fff',
  logoTitleTextColor: '#fff',
  logoBorderColor: 'inherit',
  topHeaderBgColor: '#fff',
  topHeaderTextColor: 'inherit',
  topHeaderHoverColor: '#f6f6f6',
  topToolBorderColor: '#eee',
}

/** Defaults: the template's switches with the product's layout; the title is filled in from i18n. */
const DEFAULT_SETTINGS: Omit<Settings, 'title'> = {
  mobile: false,
  pageLoading: false,
  breadcrumb: true,
  breadcrumbIcon: true,
  collapse: false,
  uniqueOpened: false,
  hamburger: true,
  screenfull: true,
  size: true,
  locale: true,
  tagsView: true,
  tagsViewIcon: true,
  logo: true,
  fixedHeader: true,
  footer: true,
  greyMode: false,
  dynamicRouter: true,
  serverDynamicRouter: true,
  fixedMenu: false,
  layout: 'topLeft',
  isDark: false,
  currentSize: 'default',
  theme: DEFAULT_THEME,
}

const CSS_KEYWORD = /^(?:inherit|transparent|var\(--[\w-]+\)|rgba?\([\d\s.,%]+\))$/i

/** Whether `value` is acceptable for theme key `key`: the primary must be hex, others may be CSS keywords. */
export function isValidThemeValue(key: keyof Theme, value: unknown): value is string {
  if (typeof value !== 'string') return false
  return isHexColor(value) || (key !== 'elColorPrimary' && CSS_KEYWORD.test(value))
}

function warnInvalid(key: string, value: unknown): void {
  console.warn(`[quote-elements] invalid stored setting ${key}=${JSON.stringify(value)}, using the default`)
}

/** Merges stored settings over the defaults, replacing each invalid value by its default with a warning. */
export function decodeSettings(stored: unknown, title: string): Settings {
  const settings: Settings = { ...DEFAULT_SETTINGS, theme: { ...DEFAULT_THEME }, title }
  if (stored === null) return settings
  if (!isRecord(stored)) {
    warnInvalid('app', stored)
    return settings
  }
  const target = settings as unknown as Record<string, unknown>
  for (const [key, value] of Object.entries(stored)) {
    if (key === 'theme') continue
    const fallback = target[key]
    if (fallback === undefined) continue
    const valid =
      key === 'layout'
        ? (LAYOUTS as readonly unknown[]).includes(value)
        : key === 'currentSize'
          ? (SIZES as readonly unknown[]).includes(value)
          : key === 'title'
            ? typeof value === 'string' && value !== ''
            : typeof value === typeof fallback
    if (valid) target[key] = value
    else warnInvalid(key, value)
  }
  if (isRecord(stored.theme)) {
    for (const key of Object.keys(DEFAULT_THEME) as (keyof Theme)[]) {
      const value = stored.theme[key]
      if (value === undefined) continue
      if (isValidThemeValue(key, value)) settings.theme[key] = value
      else warnInvalid(`theme.${key}`, value)
    }
  } else if (stored.theme !== undefined) {
    warnInvalid('theme', stored.theme)
  }
  return settings
}
