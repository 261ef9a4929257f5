import enumsEn from '../../locales/enums/en.json'
import enumsZhCN from '../../locales/enums/zh-CN.json'
import en from '../../locales/en.json'
import zhCN from '../../locales/zh-CN.json'
import type { Locale } from './i18n.ts'

// Stored enum values (a stage, a machine or tool kind, a part class) in the reader's words, from
// the catalogues the screens read: the part classes and programming tiers of the first load and
// the enum catalogue of the process screens. A label is written once per language, so the XLSX
// card, the planner's messages and every screen name a value alike.

const LABELS = {
  'zh-CN': { ...zhCN.enums, ...enumsZhCN.enums },
  en: { ...en.enums, ...enumsEn.enums },
} satisfies Record<Locale, unknown>

/** The value kinds the catalogues label. */
export type EnumKind = keyof (typeof LABELS)['en']

/** A stored value's label in `locale`; a value the catalogue does not know is shown as stored. */
export function enumLabel(locale: Locale, kind: EnumKind, value: string): string {
  const labels: Record<string, string> = LABELS[locale][kind]
  return labels[value] ?? value
}

/**
 * The label inside a sentence: English labels are capitalised for lists and cells, so "Drill" reads
 * "drill" and "Awaiting review" "awaiting review" mid-sentence (but "CNC lathe" stays).
 */
export function enumWord(locale: Locale, kind: EnumKind, value: string): string {
  const label = enumLabel(locale, kind, value)
  return locale === 'en' && /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label
}

/** The rows the product seeds, whose stored names are its own words (see seededName). */
export type SeededKind = 'materialName' | 'treatmentName' | 'roleName' | 'seededConfig'

/**
 * A seeded row's stored name in the reader's words: while it is still the seeded name (in either
 * language) the catalogue's label of its key; a name somebody typed is shown as typed.
 */
export function seededName(locale: Locale, kind: SeededKind, key: string, stored: string): string {
  const labels = (lang: Locale): Record<string, string> => LABELS[lang][kind]
  const own = [labels('zh-CN')[key], labels('en')[key]]
  return own.includes(stored.trim()) ? (labels(locale)[key] ?? stored) : stored
}

/** A configuration's stored name in the reader's words while it is the product's seeded one. */
export const configName = (locale: Locale, stored: string): string => seededName(locale, 'seededConfig', 'name', stored)
