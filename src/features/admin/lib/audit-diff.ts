/** One field an admin change touched, as text. */
export interface FieldChange {
  field: string
  before: string
  after: string
}

const text = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value)

const fields = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

// Bookkeeping the log row shows elsewhere (or that changes on every save): not a change to list.
const SKIPPED = new Set(['updatedAt'])

/**
 * The fields whose value differs between an audit row's `before` and `after` (a creation lists
 * every field it set, a deletion every field it had); values that are not objects compare whole.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const isRecord = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v)
  if (!isRecord(before) && !isRecord(after)) {
    return text(before) === text(after) ? [] : [{ field: '', before: text(before), after: text(after) }]
  }
  const a = fields(before)
  const b = fields(after)
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((name) => !SKIPPED.has(name))
  return names
    .map((field) => ({ field, before: text(a[field]), after: text(b[field]) }))
    .filter((change) => change.before !== change.after)
}
