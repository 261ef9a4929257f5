import en from '../../../locales/enums/en.json'
import zhCN from '../../../locales/enums/zh-CN.json'
import { enumLabel } from './enum-label.ts'
import './enum-messages.ts'

/**
 * The names the product seeds (materials, treatments, roles, the default configuration, the
 * equipment library's workshops and the tool library's tool materials), by kind.
 */
export type SeededKind = 'materialName' | 'treatmentName' | 'roleName' | 'seededConfig' | 'workshop' | 'toolMaterial'

// Words an earlier seed stored for the same row: still the product's own name, not the user's.
const FORMER: Partial<Record<SeededKind, Record<string, readonly string[]>>> = {
  seededConfig: { description: ['the engine’s factory defaults'] },
  toolMaterial: {
    carbide: ['carbide'],
    hss: ['HSS'],
    'hss-co': ['HSS-Co'],
    'hss-e': ['HSS-E'],
    'm42-bimetal': ['M42 bimetal'],
    wa: ['WA'],
    pa: ['PA'],
    brass: ['brass'],
    mo: ['Mo'],
  },
}

/** Every wording the product itself has given `key` (each language's, and earlier seeds'). */
function productWords(kind: SeededKind, key: string): string[] {
  const own = [en, zhCN].map((catalogue) => (catalogue.enums[kind] as Record<string, string>)[key])
  return [...own, ...(FORMER[kind]?.[key] ?? [])].filter((w): w is string => Boolean(w))
}

/**
 * A stored name in the reader's words. The product seeds its rows with Chinese names ("铝合金 6061",
 * "调质", "核价工程师"); an English reader sees the catalogue's label of the row's key while the name
 * is still the seeded one. A name somebody typed (or changed) is theirs and is shown as entered.
 */
export function seededName(kind: SeededKind, key: string | null | undefined, stored: string): string {
  return isSeeded(kind, key, stored) ? enumLabel(kind, key) : stored
}

/** Whether a stored name is still the one the product seeded for `key` (else somebody wrote it). */
export const isSeeded = (kind: SeededKind, key: string | null | undefined, stored: string): boolean =>
  Boolean(key) && productWords(kind, key!).includes(stored.trim())

/**
 * A row known by its key and maybe its stored name (a re-price choice, an order line's frozen
 * material) in the reader's words: the seeded name as above; where only the key is known, the
 * catalogue's label of a key the product seeds, else the key.
 */
export function keyedName(kind: SeededKind, key: string, stored?: string | null): string {
  if (stored && stored !== key) return seededName(kind, key, stored)
  return enumLabel(kind, key)
}

/**
 * A seeded word stored without a key (a machine's workshop, a tool's material) in the reader's
 * words: the catalogue's label of the key it was seeded from; a word somebody typed stays theirs.
 */
export function seededWord(kind: SeededKind, stored: string): string {
  const key = Object.keys(en.enums[kind]).find((k) => productWords(kind, k).includes(stored.trim()))
  return key ? enumLabel(kind, key) : stored
}
