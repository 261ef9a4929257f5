import type { z } from 'zod'
import type en from '../../../locales/en.json'
import type { MessageKey } from '../i18n/index.ts'
import { boundsAt, boundsOf } from './schema-bounds.ts'

// The one validator of schema-driven forms: the contract's schema checks the value the form
// would send (safeParse), and each problem becomes one of the common.rules messages.

/** A field's message: its i18n key (common.rules.*) and parameters. */
export interface FieldError {
  key: MessageKey
  params?: Record<string, string | number>
}

/** A problem at a path of the checked value. */
export interface PathError {
  path: PropertyKey[]
  /** The zod issue code (e.g. invalid_key: the record's key is wrong, not its value). */
  code: string
  error: FieldError
}

type Rule = keyof (typeof en)['common']['rules']
const rule = (key: Rule, params?: FieldError['params']): FieldError =>
  params ? { key: `common.rules.${key}`, params } : { key: `common.rules.${key}` }
const empty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0)

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value
  for (const segment of path)
    at = at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[segment] : undefined
  return at
}

/** The one message of a value that was left empty, as opposed to one given in a wrong form. */
export const REQUIRED: MessageKey = 'common.rules.required'

/** Whether a field's message says it was left empty. */
export const isMissing = (error: FieldError | undefined) => error?.key === REQUIRED

/**
 * The message of one issue; `input` is the value it is about, `example` a valid value for format errors.
 * A value left empty is "required", never "wrong format": the user has typed nothing to correct.
 */
function issueError(issue: z.core.$ZodIssue, input: unknown, example?: string): FieldError {
  const pattern = () => (example ? rule('patternExample', { example }) : rule('pattern'))
  switch (issue.code) {
    case 'invalid_type':
      if (empty(input)) return rule('required')
      if (issue.expected === 'int' && typeof input === 'number' && Number.isFinite(input)) return rule('integer')
      return issue.expected === 'number' || issue.expected === 'int' ? rule('number') : rule('invalid')
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'bigint')
        return rule(issue.inclusive ? 'min' : 'above', { min: Number(issue.minimum) })
      if (issue.origin === 'array' || issue.origin === 'set') return rule('minItems', { min: Number(issue.minimum) })
      return empty(input) ? rule('required') : rule('minLength', { min: Number(issue.minimum) })
    case 'too_big':
      if (issue.origin === 'number' || issue.origin === 'bigint')
        return rule(issue.inclusive ? 'max' : 'below', { max: Number(issue.maximum) })
      if (issue.origin === 'array' || issue.origin === 'set') return rule('maxItems', { max: Number(issue.maximum) })
      return rule('maxLength', { max: Number(issue.maximum) })
    case 'invalid_value':
      return empty(input) ? rule('required') : rule('choice', { options: issue.values.map(String).join(', ') })
    case 'invalid_format':
      return typeof input === 'string' && empty(input) ? rule('required') : pattern()
    case 'invalid_key':
      return pattern()
    default:
      return empty(input) ? rule('required') : rule('invalid')
  }
}

/** Every problem of `value` for `schema`, the first per path; empty when the schema accepts it. */
export function schemaErrors(schema: z.ZodType, value: unknown): PathError[] {
  const result = schema.safeParse(value)
  if (result.success) return []
  const bounds = boundsOf(schema)
  const seen = new Set<string>()
  const errors: PathError[] = []
  for (const issue of result.error.issues) {
    const id = issue.path.map(String).join('.')
    if (seen.has(id)) continue
    seen.add(id)
    const at = boundsAt(bounds, issue.path)
    // A record's wrong key is reported at the entry: its format is the key's, not the value's.
    const example = issue.code === 'invalid_key' ? boundsAt(bounds, issue.path.slice(0, -1))?.key?.example : at?.example
    errors.push({ path: issue.path, code: issue.code, error: issueError(issue, valueAt(value, issue.path), example) })
  }
  return errors
}

/** The fields whose message says "missing": given the errors of a form with nothing typed, those it marks as required. */
export function missingOf(errors: Partial<Record<string, FieldError>>): Set<string> {
  return new Set(Object.keys(errors).filter((name) => isMissing(errors[name])))
}

/**
 * The top-level fields a form marks as required: those `schema` refuses as missing in `blank`
 * (the value the form sends with nothing typed), so the asterisk and the check always agree.
 */
export function requiredFields(schema: z.ZodType, blank: unknown): Set<string> {
  return missingOf(fieldErrors(schema, blank))
}

/** The first problem `schema` finds in each top-level field of `value`, by field name. */
export function fieldErrors(schema: z.ZodType, value: unknown): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {}
  for (const { path, error } of schemaErrors(schema, value)) errors[String(path[0] ?? '')] ??= error
  return errors
}
