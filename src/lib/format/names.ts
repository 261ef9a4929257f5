import type { Locale } from '../i18n/index.ts'

/** How the items of a shown list are separated: the enumeration comma in Chinese. */
const LIST_SEPARATOR: Record<Locale, string> = { 'zh-CN': '、', en: ', ' }

/** Names shown as one list in the reader's language ("发黑、调质", "Black oxide, Quench and temper"). */
export const joinNames = (names: readonly string[], locale: Locale): string => names.join(LIST_SEPARATOR[locale])
