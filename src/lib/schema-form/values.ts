import type { z } from 'zod'
import { joinList, splitList } from '../../../contract/list.ts'
import { schemaErrors, type FieldError } from '../forms/schema-errors.ts'
import { parseNumber } from '../forms/typed-number.ts'
import type { SchemaField } from './fields.ts'

// A form holds what is typed (text; the ticked options of a multi field); what it sends is the
// schema's value: numbers as numbers, lists as arrays, JSON parsed. An empty box sends the schema's
// default when it has one ('' for text, null for "does not apply"), else nothing, so that the
// schema says "required" of a value that must be given.

/** A form's values while editing, by field name. */
export type Draft = Record<string, string | readonly string[]>

/** Problems by field name, as i18n keys with parameters. */
export type FormErrors = Record<string, FieldError>

/** JSON text that does not parse: refused with its own message before the schema sees it. */
const NOT_JSON = Symbol('not JSON')

/** The form's text (or ticked options) for a value. */
export function fieldText(field: SchemaField, value: unknown): string | readonly string[] {
  if (field.kind === 'multi') return Array.isArray(value) ? value.map(String) : []
  if (value === undefined || value === null) return ''
  if (Array.isArray(value) && (field.kind === 'list' || field.kind === 'numbers')) return joinList(value)
  if (field.kind === 'json') return JSON.stringify(value)
  return String(value)
}

/** The starting values: blank for a new row, the row's own for an edit. */
export function draftOf(fields: readonly SchemaField[], row?: Record<string, unknown> | null): Draft {
  return Object.fromEntries(fields.map((f) => [f.name, fieldText(f, row?.[f.name])]))
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return NOT_JSON
  }
}

/** One field's value as the server takes it; undefined leaves it out. */
export function fieldValue(field: SchemaField, typed: string | readonly string[]): unknown {
  if (field.kind === 'multi') return typeof typed === 'string' ? splitList(typed) : [...typed]
  const text = String(typed).trim()
  if (field.kind === 'list') return splitList(text)
  if (field.kind === 'numbers') return splitList(text).map(parseNumber)
  if (!text) return field.bounds.default === undefined ? undefined : field.bounds.default
  if (field.kind === 'number' || field.kind === 'integer') return parseNumber(text)
  if (field.kind === 'json') return parseJson(text)
  return field.kind === 'textarea' ? String(typed) : text
}

/** The body the form sends: every field's value, those left out omitted. */
export function payloadOf(fields: readonly SchemaField[], draft: Draft): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const field of fields) {
    const value = fieldValue(field, draft[field.name] ?? '')
    if (value !== undefined) body[field.name] = value
  }
  return body
}

/** Every field's first problem, checked by the contract's schema (the server checks the same); empty when it may be sent. */
export function formErrors(schema: z.ZodType, fields: readonly SchemaField[], draft: Draft): FormErrors {
  const errors: FormErrors = {}
  const body = payloadOf(fields, draft)
  for (const [name, value] of Object.entries(body)) if (value === NOT_JSON) errors[name] = { key: 'common.rules.json' }
  const names = new Set(fields.map((f) => f.name))
  for (const { path, error } of schemaErrors(schema, body)) {
    const name = String(path[0] ?? '')
    if (names.has(name)) errors[name] ??= error
  }
  return errors
}
