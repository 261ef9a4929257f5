import { atom } from 'nanostores'
import rosetta from 'rosetta'
import type en from '../../../locales/en.json'
import type adminEn from '../../../locales/admin/en.json'
import type enumsEn from '../../../locales/enums/en.json'
import type processAssistantEn from '../../../locales/process-assistant/en.json'
import type processLibraryEn from '../../../locales/process-library/en.json'
import type measureEn from '../../../locales/measure/en.json'
import type legalEn from '../../../locales/legal/en.json'
import type quoteOrderEn from '../../../locales/quote-order/en.json'
import type quoteConfigEn from '../../../locales/quote-config/en.json'
import type shopProfileEn from '../../../locales/shop-profile/en.json'
import { persist } from '../stores/persistent.ts'
import { selectPlurals } from '../../../contract/format/plural.ts'

/** A language the bundle ships. */
export type Locale = 'zh-CN' | 'en'

/**
 * Every dotted key of the catalogue: the first load's strings and the sections the lazy screens
 * add (English and Chinese hold the same keys, checked by the unit tests). `t` accepts only these.
 */
export type MessageKey =
  | NestedKeyOf<typeof en>
  | NestedKeyOf<typeof adminEn>
  | NestedKeyOf<typeof enumsEn>
  | NestedKeyOf<typeof processAssistantEn>
  | NestedKeyOf<typeof processLibraryEn>
  | NestedKeyOf<typeof measureEn>
  | NestedKeyOf<typeof legalEn>
  | NestedKeyOf<typeof quoteOrderEn>
  | NestedKeyOf<typeof quoteConfigEn>
  | NestedKeyOf<typeof shopProfileEn>

type NestedKeyOf<T> = {
  [K in keyof T & string]: T[K] extends Record<string, unknown> ? `${K}.${NestedKeyOf<T[K]>}` : K
}[keyof T & string]

/** The default language: the product speaks Chinese until someone picks another. */
export const DEFAULT_LOCALE: Locale = 'zh-CN'

/** The selectable languages, each named in its own words in the language switch. */
export const LOCALES: readonly { lang: Locale; name: string }[] = [
  { lang: 'zh-CN', name: '简体中文' },
  { lang: 'en', name: 'English' },
]

const i18n = rosetta<Record<string, unknown>>()

// Each language's strings are a chunk of their own: the first load carries only the active one,
// and another arrives when someone switches to it.
const DICTIONARIES: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  'zh-CN': () => import('../../../locales/zh-CN.json'),
  en: () => import('../../../locales/en.json'),
}
const loading = new Map<Locale, Promise<void>>()

/** The languages whose strings have arrived. */
export const $loadedLocales = atom<readonly Locale[]>([])

/** Fetches a language's strings once; resolves when `t` can speak it. */
export function loadLocale(locale: Locale): Promise<void> {
  let pending = loading.get(locale)
  if (!pending) {
    pending = DICTIONARIES[locale]().then(({ default: messages }) => {
      // Sections of lazy screens (addMessages) may have arrived first: the base strings go under them.
      i18n.set(locale, mergeSections(messages, i18n.table(locale) || {}))
      $loadedLocales.set([...$loadedLocales.get(), locale])
    })
    pending.catch(() => loading.delete(locale))
    loading.set(locale, pending)
  }
  return pending
}

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

let wanted: Locale = DEFAULT_LOCALE

/** Switches the language live once its strings are in; an unknown one is ignored with a warning. */
export function setLocale(locale: string): boolean {
  if (!isLocale(locale)) {
    console.warn(`[quote-elements] unknown locale "${locale}"; expected one of zh-CN, en`)
    return false
  }
  // The last language asked for wins, whichever strings arrive first.
  wanted = locale
  if ($loadedLocales.get().includes(locale)) $locale.set(locale)
  else
    void loadLocale(locale).then(
      () => wanted === locale && $locale.set(locale),
      (error: unknown) => console.warn(`[quote-elements] the "${locale}" strings did not load`, error),
    )
  return true
}

/** Whether the active language's strings are in (elements render once they are). */
export const isLocaleReady = (loaded: readonly Locale[], locale: Locale) => loaded.includes(locale)

// A stored language may be set without setLocale: whatever is active gets its strings.
$locale.subscribe((locale) => void loadLocale(locale).catch(() => undefined))

/**
 * Adds the messages of screens that load lazily (top-level sections, one tree per language) when
 * their chunk arrives, so strings only those screens use stay out of the first load.
 */
export function addMessages(messages: Record<Locale, Record<string, unknown>>): void {
  for (const { lang } of LOCALES) i18n.set(lang, mergeSections(i18n.table(lang) || {}, messages[lang]))
}

const isSection = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/**
 * `over`'s sections laid on `under`'s. A section both name keeps the keys of each: `enums` holds
 * the part classes in the first load and the process stages, machine and tool kinds of the enum
 * catalogue that the lazy screens add.
 */
function mergeSections(under: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...under }
  for (const [name, section] of Object.entries(over)) {
    const below = merged[name]
    merged[name] = isSection(below) && isSection(section) ? { ...below, ...section } : section
  }
  return merged
}

/** Looks a dotted key up in one language; '' when it is missing. */
export function translate(locale: Locale, key: string, params?: Record<string, unknown>): string {
  const value: unknown = i18n.t(key, params ?? {}, locale)
  if (typeof value !== 'string') return ''
  return params ? selectPlurals(value, params, locale) : value
}

/**
 * Translates a catalogue key in the current language; a key the catalogue lacks is a type error.
 * A falsy key gives '' and a missing one (a section not loaded yet) comes back as the key itself.
 */
export function t(key: MessageKey | null | undefined, params?: Record<string, unknown>): string {
  return textOf(key, params)
}

/**
 * A title or message that comes as data (a menu's title from the server, which the menu editor
 * may have written as a key or as plain words): a key is translated, words without a dot come
 * back unchanged, and a dotted key the catalogue lacks comes back as itself. Code that names a
 * key calls `t`, which checks it.
 */
export function textOf(key: string | null | undefined, params?: Record<string, unknown>): string {
  if (!key) return ''
  if (!key.includes('.')) return key
  const value = translate($locale.get(), key, params)
  if (value !== '') return value
  if (import.meta.env?.DEV) console.warn(`[quote-elements] missing translation "${key}" (${$locale.get()})`)
  return key
}
