import type { CostRow } from '../api/types.ts'
import type { CostField } from './fields.ts'

/** A field's message: an i18n key and its parameters. */
export interface FieldError {
  key: string
  params?: Record<string, unknown>
}

// Commas of both languages separate list items, so "6061, 铝合金，Al6061" is three aliases.
const splitList = (text: string) => text.split(/[,，、]/).map((s) => s.trim()).filter(Boolean)

/** The form's text for a row's value. */
export function fieldText(field: CostField, value: unknown): string {
  if (value === undefined || value === null) return ''
  if (field.kind === 'list' || field.kind === 'multi') return Array.isArray(value) ? value.join(', ') : String(value)
  if (field.kind === 'json') return JSON.stringify(value)
  return String(value)
}

/** The form's starting values: empty for a new row, the row's values for an edit. */
export function initialValues(fields: CostField[], row: CostRow | null): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.name, row ? fieldText(f, row[f.name]) : '']))
}

function numberError(field: CostField, value: number): FieldError | null {
  if (field.kind === 'integer' && !Number.isInteger(value)) return { key: 'cost.rules.integer' }
  const { min, max, above } = field.bounds ?? {}
  if (min !== undefined && (above ? value <= min : value < min)) return { key: above ? 'cost.rules.above' : 'cost.rules.min', params: { min } }
  if (max !== undefined && value > max) return { key: 'cost.rules.max', params: { max } }
  return null
}

/** Checks one field as the server would; null when the value passes. */
export function fieldError(field: CostField, raw: string): FieldError | null {
  const text = raw.trim()
  if (!text) return field.required ? { key: 'cost.rules.required' } : null
  switch (field.kind) {
    case 'number':
    case 'integer': {
      // Number('') and Number(' ') are 0, and Number('0x10') is 16: only plain decimals count.
      if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return { key: 'cost.rules.number' }
      return numberError(field, Number(text))
    }
    case 'json':
      try {
        JSON.parse(text)
        return null
      } catch {
        return { key: 'cost.rules.json' }
      }
    case 'multi': {
      const bad = splitList(text).find((v) => !field.options?.includes(v))
      return bad ? { key: 'cost.rules.option', params: { value: bad } } : null
    }
    case 'list':
      return field.maxLength && splitList(text).some((v) => v.length > field.maxLength!) ? { key: 'cost.rules.tooLong', params: { max: field.maxLength } } : null
    default:
      if (field.maxLength && text.length > field.maxLength) return { key: 'cost.rules.tooLong', params: { max: field.maxLength } }
      if (field.pattern && !field.pattern.re.test(text)) return { key: field.pattern.message }
      if (field.options && !field.options.includes(text)) return { key: 'cost.rules.option', params: { value: text } }
      return null
  }
}

/** Every field's message; empty when the form may be sent. */
export function validateRow(fields: CostField[], values: Record<string, string>): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {}
  for (const field of fields) {
    const error = fieldError(field, values[field.name] ?? '')
    if (error) errors[field.name] = error
  }
  return errors
}

/** The request body: numbers as numbers, lists as arrays, JSON parsed; empty optional fields left out. */
export function toPayload(fields: CostField[], values: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const field of fields) {
    const text = (values[field.name] ?? '').trim()
    if (!text && !field.required && field.kind !== 'list') continue
    if (field.kind === 'number' || field.kind === 'integer') body[field.name] = Number(text)
    else if (field.kind === 'list' || field.kind === 'multi') body[field.name] = splitList(text)
    else if (field.kind === 'json') body[field.name] = JSON.parse(text) as unknown
    else body[field.name] = text
  }
  return body
}
