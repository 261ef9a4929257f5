import type en from '../../../locales/en.json'
import type enums from '../../../locales/enums/en.json'
import { textOf } from './index.ts'

/**
 * The value kinds the product names in both languages: the `enums` section of the first load (part
 * classes, programming tiers) and of the enum catalogue that the process screens add
 * (./enum-messages.ts: stages, machine and tool kinds, material classes, time bases).
 */
export type EnumKind = keyof (typeof en)['enums'] | keyof (typeof enums)['enums']

/**
 * A stored enum value in the reader's words ("prismatic" → 箱体/板类). The part class and the
 * programming tier come from the engine as codes; every screen that shows one reads its label
 * here, so the quote card, the order, the statistics and the process card name it alike. A value
 * the catalogue does not know is shown as stored; a missing one as a dash.
 */
export function enumLabel(kind: EnumKind, value: string | null | undefined): string {
  if (!value) return '—'
  const key = `enums.${kind}.${value}`
  const label = textOf(key)
  return label === key ? value : label
}
