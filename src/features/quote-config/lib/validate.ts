import type { z } from 'zod'
import { SECTION_SCHEMAS } from '../../../../contract/quote-config.ts'
import { schemaErrors, type FieldError, type PathError } from '../../../lib/forms/schema-errors.ts'
import type { SectionName } from '../api/types.ts'
import { fromDraft, type Draft, type DraftRow } from './draft.ts'
import type { FieldSpec } from './field-spec.ts'
import { SECTION_FIELDS } from './sections.ts'
import '../../../lib/i18n/config-messages.ts'

export type { FieldError }

/** Errors by path inside the draft (`items.0.priceKg`, `tol.2.key`), as the inputs are named. */
export type FieldErrors = Record<string, FieldError>

const rowsOf = (draft: Draft, key: string): DraftRow[] => (Array.isArray(draft[key]) ? draft[key] : [])

// A record is sent as an object, so an empty or repeated key would vanish or replace another row
// before the schema sees it: those two are checked on the rows themselves.
function keyErrors(fields: FieldSpec[], draft: Draft, errors: FieldErrors) {
  for (const f of fields) {
    if (f.type !== 'record' && f.type !== 'keyed' && f.type !== 'items') continue
    const seen = new Set<string>()
    rowsOf(draft, f.key).forEach((row, i) => {
      const key = row.key?.trim()
      if (key === undefined) return
      if (!key && f.type !== 'items') errors[`${f.key}.${i}.key`] = { key: 'common.rules.required' }
      else if (key && seen.has(key)) errors[`${f.key}.${i}.key`] = { key: 'common.rules.duplicate' }
      seen.add(key)
    })
  }
}

/** The draft path of a problem the schema found in the section built from the draft. */
function draftPath(fields: FieldSpec[], draft: Draft, { path, code }: PathError): string {
  const [field = '', at, column] = path.map(String)
  const spec = fields.find((f) => f.key === field)
  if (!spec || at === undefined) return field
  const row = () => rowsOf(draft, spec.key).findLastIndex((r) => r.key?.trim() === at)
  switch (spec.type) {
    case 'group':
      return `${field}.${at}`
    case 'record':
      return `${field}.${row()}.${code === 'invalid_key' ? 'key' : 'value'}`
    case 'keyed':
      return `${field}.${row()}.${column ?? 'key'}`
    case 'pairs':
      return `${field}.${at}.${column === '1' ? 'b' : 'a'}`
    case 'items':
      return column === undefined ? field : `${field}.${at}.${column}`
    default:
      return field
  }
}

/** Checks a draft with the section's schema; an empty object means it can be saved. */
export function validateDraft(schema: z.ZodType, fields: FieldSpec[], draft: Draft): FieldErrors {
  const errors: FieldErrors = {}
  keyErrors(fields, draft, errors)
  for (const problem of schemaErrors(schema, fromDraft(fields, draft))) {
    const at = draftPath(fields, draft, problem)
    errors[at] ??= problem.error
  }
  return errors
}

/** Checks one section's draft with the contract's schema of that section. */
export function validateSection(name: SectionName, draft: Draft): FieldErrors {
  return validateDraft(SECTION_SCHEMAS[name], SECTION_FIELDS[name], draft)
}
