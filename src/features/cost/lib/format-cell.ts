import { formatMoney } from '../../../../contract/format/money.ts'
import type { CostRow } from '../api/types.ts'
import type { CostField } from './fields.ts'

/**
 * A cell's text: money with the money rules (2 decimals, thousands separators), other numbers
 * as entered (coefficients like 1.05 must not be rounded), lists joined, structures as JSON.
 */
export function formatCell(field: CostField, row: CostRow): string {
  const value = row[field.name]
  if (value === undefined || value === null) return ''
  const money = field.money || field.moneyKey?.(row.key)
  if (money && typeof value === 'number') return formatMoney(value)
  if (typeof value === 'number') return value.toLocaleString('en', { maximumFractionDigits: 6 })
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}
