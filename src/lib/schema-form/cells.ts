import { formatMoney } from '../../../contract/format/money.ts'
import type { Align, Column } from '../data-table/types.ts'
import { joinNames } from '../format/names.ts'
import { textOf, type Locale, type t as translate } from '../i18n/index.ts'
import { isNumeric, type SchemaField } from './fields.ts'

// A schema field's table column: its label as the header, numbers lined up at the end, and each
// cell's text by the field's kind, in the user's language.

type T = typeof translate

/** Words for cells that hold nothing: `empty` for no value, `none` for an empty list. */
export interface CellWords {
  empty?: string
  none?: string
  /** Whether this row's value is money (a column of mixed parameters). */
  money?: (row: Record<string, unknown>) => boolean
}

/**
 * A cell's text: money in the money format (2 decimals, thousands separators), other numbers as
 * entered in the user's format (coefficients like 1.05 are never rounded), choices by their names,
 * lists joined, structures as JSON.
 */
export function cellText(field: SchemaField, value: unknown, t: T, locale: Locale, money = field.money): string {
  const name = (v: unknown) => (field.optionLabel ? textOf(field.optionLabel(String(v))) : String(v))
  if (value === undefined || value === null) return ''
  if (typeof value === 'number')
    return money ? formatMoney(value) : value.toLocaleString(locale, { maximumFractionDigits: 6 })
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object')) return joinNames(value.map(name), locale)
  if (typeof value === 'object') return JSON.stringify(value)
  return name(value)
}

/** The column of one field; `words` says what an empty cell shows. */
export function fieldColumn<R extends object>(
  field: SchemaField,
  t: T,
  locale: Locale,
  words: CellWords = {},
): Column<R> {
  const align: Column<R>['align'] = isNumeric(field)
    ? 'end'
    : field.kind === 'json'
      ? (row): Align => (typeof (row as Record<string, unknown>)[field.name] === 'number' ? 'end' : 'start')
      : undefined
  return {
    key: field.name,
    title: field.label,
    ...(align ? { align } : {}),
    render: (row) => {
      const record = row as Record<string, unknown>
      const value = record[field.name]
      if (value === undefined || value === null) return words.empty ?? ''
      if (Array.isArray(value) && value.length === 0) return words.none ?? ''
      return cellText(field, value, t, locale, field.money || words.money?.(record))
    },
  }
}
