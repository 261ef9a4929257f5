import type { Craft, Equipment, Tool } from '../../../../contract/process-library.ts'
import type { Locale } from '../../../lib/i18n/index.ts'

// Library rows carry a Chinese name and an optional English one; English readers get the English
// name when there is one.

/** A craft's name in the reader's language. */
export const craftName = (craft: Pick<Craft, 'nameZh' | 'nameEn'>, locale: Locale): string =>
  locale === 'en' && craft.nameEn ? craft.nameEn : craft.nameZh

/** A machine's or tool's name in the reader's language. */
export const rowName = (row: Pick<Equipment | Tool, 'name' | 'nameEn'>, locale: Locale): string =>
  locale === 'en' && row.nameEn ? row.nameEn : row.name

/** Crafts whose code or either name contains the search text (case-insensitive). */
export function searchCrafts(crafts: readonly Craft[], text: string): Craft[] {
  const needle = text.trim().toLowerCase()
  if (needle === '') return [...crafts]
  return crafts.filter((c) => [c.code, c.nameZh, c.nameEn].some((s) => s.toLowerCase().includes(needle)))
}
