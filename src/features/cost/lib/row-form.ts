import type { z } from 'zod'
import { joinList, splitList } from '../../../../contract/list.ts'
import { schemaErrors, type FieldError } from '../../../lib/forms/schema-errors.ts'
import { parseNumber } from '../../../lib/forms/typed-number.ts'
import type { CostRow } from '../api/types.ts'
import type { CostField } from './fields.ts'

export type { FieldError }

/** The form's text for a row's value. */
export function fieldText(field: CostField, value: unknown): string {
  if (value === undefined || value === null) return ''
  if (field.kind === 'list' || field.kind === 'multi') return Array.isArray(value) ? joinList(value) : String(value)
  if (field.kind === 'json') return JSON.stringify(value)
  return String(value)
}

/** The form's starting values: empty for a new row, the row's values for an edit. */
export function initialValues(fields: CostField[], row: CostRow | null): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.name, row ? fieldText(f, row[f.name]) : '']))
}

const JSON_TEXT = Symbol('not JSON')

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return JSON_TEXT
  }
}

/** One field's value as the server takes it; undefined when nothing is typed. */
function valueOf(field: CostField, raw: string): unknown {
  const text = raw.trim()
  if (field.kind === 'list' || field.kind === 'multi') return splitList(text)
  if (!text) return undefined
  if (field.kind === 'number' || field.kind === 'integer') return parseNumber(text)
  if (field.kind === 'json') return parseJson(text)
  return text
}

/** The request body: numbers as numbers, lists as arrays, JSON parsed; empty fields left out. */
export function toPayload(fields: CostField[], values: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const field of fields) {
    const value = valueOf(field, values[field.name] ?? '')
    if (value !== undefined) body[field.name] = value
  }
  return body
}

/** Every field's message, checked with the table's contract schema; empty when the form may be sent. */
export function validateRow(
  schema: z.ZodType,
  fields: CostField[],
  values: Record<string, string>,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {}
  const body = toPayload(fields, values)
  for (const [name, value] of Object.entries(body)) if (value === JSON_TEXT) errors[name] = { key: 'common.rules.json' }
  for (const { path, error } of schemaErrors(schema, body)) {
    const name = String(path[0] ?? '')
    if (fields.some((f) => f.name === name)) errors[name] ??= error
  }
  return errors
}
