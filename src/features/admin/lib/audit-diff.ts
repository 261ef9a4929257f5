import { textOf } from '../../../lib/i18n/index.ts'
import '../messages.ts'

/** One field an admin change touched, as text: its name in words, its values readable. */
export interface FieldChange {
  /** The stored field (the row key). */
  key: string
  /** Its name in the reader's words (admin.audit.fields.<key>), else as stored. */
  field: string
  before: string
  after: string
}

/**
 * A stored value as a reader reads it: yes/no for a switch, a list joined, a record as
 * "name: value" pairs; never JSON.
 */
function text(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'boolean') return textOf(value ? 'admin.audit.yes' : 'admin.audit.no')
  if (typeof value !== 'object') return String(value)
  if (Array.isArray(value)) return value.map(text).join(', ')
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${fieldName(k)}: ${text(v)}`)
    .join('; ')
}

/** A stored field's name in words; one the catalogue lacks is shown as stored. */
export function fieldName(key: string): string {
  const id = `admin.audit.fields.${key}`
  const label = textOf(id)
  return label === id ? key : label
}

const fields = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

// Bookkeeping the log row shows elsewhere (or that changes on every save): not a change to list.
const SKIPPED = new Set(['updatedAt'])

/**
 * A cost-table entry keeps the row after the change under `row` beside the version it saved:
 * its fields are compared with the row before, field by field.
 */
function unwrapped(after: unknown): unknown {
  const record = fields(after)
  if (!('row' in record)) return after
  const { row, ...saved } = record
  return { ...saved, ...fields(row) }
}

/**
 * The fields whose value differs between an audit row's `before` and `after` (a creation lists
 * every field it set, a deletion every field it had); values that are not objects compare whole.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const isRecord = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v)
  const next = unwrapped(after)
  if (!isRecord(before) && !isRecord(next)) {
    return text(before) === text(next) ? [] : [{ key: '', field: '', before: text(before), after: text(next) }]
  }
  const a = fields(before)
  const b = fields(next)
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((name) => !SKIPPED.has(name))
  return names
    .map((key) => ({ key, field: fieldName(key), before: text(a[key]), after: text(b[key]) }))
    .filter((change) => change.before !== change.after)
}
