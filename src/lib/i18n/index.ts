import { atom } from 'nanostores'
import rosetta from 'rosetta'
import en from '../../../locales/en.json'
import zhCN from '../../../locales/zh-CN.json'
import { persist } from '../stores/persistent.ts'

/** A language the bundle ships. */
export type Locale = 'zh-CN' | 'en'

/** Every dotted key of the English dictionary, for editor completion. */
export type MessageKey = NestedKeyOf<typeof en>

type NestedKeyOf<T> = {
  [K in keyof T & string]: T[K] extends Record<string, unknown> ? `${K}.${NestedKeyOf<T[K]>}` : K
}[keyof T & string]

/** The default language (SPEC §4). */
export const DEFAULT_LOCALE: Locale = 'zh-CN'

/** The selectable languages with their display names (SPEC §3). */
export const LOCALES: readonly { lang: Locale; name: string }[] = [
  { lang: 'zh-CN', name: '简体中文' },
  { lang: 'en', name: 'English' },
]

const i18n = rosetta<Record<string, unknown>>({ 'zh-CN': zhCN, en })

function isLocale(value: unknown): value is Locale {
  return LOCALES.some((l) => l.lang === value)
}

/** The current language, persisted under `lang` behind our prefix. */
export const $locale = atom<Locale>(DEFAULT_LOCALE)

persist($locale, 'lang', (stored) => {
  if (stored === null || isLocale(stored)) return stored ?? DEFAULT_LOCALE
  console.warn(`[quote-elements] unknown stored locale ${JSON.stringify(stored)}, using ${DEFAULT_LOCALE}`)
  return DEFAULT_LOCALE
})

/** Switches the language live; an unknown one is ignored with a warning. */
export function setLocale(locale: string): boolean {
  if (!isLocale(locale)) {
    console.warn(`[quote-elements] unknown locale "${locale}"; expected one of zh-CN, en`)
    return false
  }
  $locale.set(locale)
  return true
}

/**
 * Adds the messages of screens that load lazily (top-level sections, one tree per language) when
 * their chunk arrives, so strings only those screens use stay out of the first load.
 */
export function addMessages(messages: Record<Locale, Record<string, unknown>>): void {
  for (const { lang } of LOCALES) i18n.set(lang, messages[lang])
}

/** Looks a dotted key up in one language; '' when it is missing. */
export function translate(locale: Locale, key: string, params?: Record<string, unknown>): string {
  const value: unknown = i18n.t(key, params ?? {}, locale)
  return typeof value === 'string' ? value : ''
}

/**
 * Translates in the current language. A falsy key gives '', a key without a dot is a literal
 * title and comes back unchanged, and a missing dotted key comes back as the key itself.
 */
export function t(key: MessageKey | (string & {}) | null | undefined, params?: Record<string, unknown>): string {
  if (!key) return ''
  if (!key.includes('.')) return key
  const value = translate($locale.get(), key, params)
  if (value !== '') return value
  if (import.meta.env?.DEV) console.warn(`[quote-elements] missing translation "${key}" (${$locale.get()})`)
  return key
}
