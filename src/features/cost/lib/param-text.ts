import { isOpenBound } from '../../../lib/format/open-bound.ts'
import { textOf, type Locale } from '../../../lib/i18n/index.ts'
import { costRowLabel, costRowName } from '../../../lib/i18n/cost-row-words.ts'
import type { CostRow } from '../api/types.ts'
import type { CostTableDef } from './table-defs.ts'
import '../../../lib/i18n/config-messages.ts'
import '../../../lib/i18n/enum-messages.ts'

const SEPARATOR: Record<Locale, string> = { 'zh-CN': '；', en: '; ' }

const isPair = (v: unknown): v is [number, number] =>
  Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number')

const number = (n: number, locale: Locale) => n.toLocaleString(locale, { maximumFractionDigits: 6 })

/**
 * A fixed parameter that is a table of steps ([limit, value] pairs, ascending) in words: each step
 * by its own sentence (cost.steps.<key>: "10 件起 ×0.93", "Ø ≤ 30 mm：1 mm"), the open last step as
 * "above the step before" (cost.steps.<key>Above). Null when the value is not such a table or the
 * parameter has no sentence, so the cell falls back to its plain text.
 */
export function stepsText(key: string, value: unknown, locale: Locale): string | null {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isPair)) return null
  const step = `cost.steps.${key}`
  if (textOf(step) === step) return null
  return value
    .map(([a, b], i) => {
      const previous = i > 0 ? value[i - 1]![0] : 0
      return isOpenBound(a)
        ? textOf(`${step}Above`, { a: number(previous, locale), b: number(b, locale) })
        : textOf(step, { a: number(a, locale), b: number(b, locale) })
    })
    .join(SEPARATOR[locale])
}

/** A row's name where its key is a code of the time model (see costRowName); '' where the key is theirs to read. */
export const rowName = (def: CostTableDef, row: CostRow): string => costRowName(def.name, row)

/** A row as its buttons and questions name it: the time model's name, else its (seeded) name, else its key. */
export const rowLabel = (def: CostTableDef, row: CostRow): string => costRowLabel(def.name, row)
