import type { z } from 'zod'
import { LIBRARY_INPUTS, type ProcessLibrary } from '../../../../contract/process-library.ts'
import { schemaErrors, type FieldError } from '../../../lib/forms/schema-errors.ts'
import { parseNumber } from '../../../lib/forms/typed-number.ts'
import { LIBRARY_FIELDS, type LibraryField } from './fields.ts'

/** What a library dialog edits: text as typed, choices of a multi-select as a list. */
export type LibraryDraft = Record<string, string | readonly string[]>

/** Problems per field name, as i18n keys with parameters. */
export type LibraryErrors = Record<string, FieldError>

// The code names a row everywhere (routes, imports), so it is fixed once created.
const fieldsOf = (library: ProcessLibrary, editing: boolean) =>
  LIBRARY_FIELDS[library].filter((f) => !editing || f.name !== 'code')

/** The contract's create schema, or the edit one (everything but the code). */
export function librarySchema(library: ProcessLibrary, editing: boolean): z.ZodType {
  const schema = LIBRARY_INPUTS[library] as unknown as z.ZodObject
  return editing ? schema.omit({ code: true }) : schema
}

function textOf(field: LibraryField, value: unknown): string | readonly string[] {
  if (field.kind === 'multi') return Array.isArray(value) ? value.map(String) : []
  return value === null || value === undefined ? '' : String(value)
}

/** A blank draft (add) or the row's values (edit). */
export function libraryDraft(library: ProcessLibrary, row?: Record<string, unknown>): LibraryDraft {
  return Object.fromEntries(LIBRARY_FIELDS[library].map((f) => [f.name, textOf(f, row?.[f.name])]))
}

function valueOf(field: LibraryField, typed: string | readonly string[]): unknown {
  if (field.kind === 'multi') return [...typed]
  const text = String(typed)
  if (field.kind === 'enum') return text || undefined
  if (field.kind !== 'number') return text
  // Nothing typed: null where the contract allows "does not apply", else undefined so it is required.
  return parseNumber(text) ?? (field.nullable ? null : undefined)
}

/** The body the server takes: numbers as numbers, choices as lists; an edit never sends the code. */
export function libraryBody(library: ProcessLibrary, draft: LibraryDraft, editing: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const field of fieldsOf(library, editing)) {
    const value = valueOf(field, draft[field.name] ?? '')
    if (value !== undefined) body[field.name] = value
  }
  return body
}

/** Every field's problem, checked by the contract's own schema (the server checks the same). */
export function libraryErrors(library: ProcessLibrary, draft: LibraryDraft, editing: boolean): LibraryErrors {
  const errors: LibraryErrors = {}
  const names = new Set(fieldsOf(library, editing).map((f) => f.name))
  for (const { path, error } of schemaErrors(librarySchema(library, editing), libraryBody(library, draft, editing))) {
    const name = String(path[0] ?? '')
    if (names.has(name)) errors[name] ??= error
  }
  return errors
}
