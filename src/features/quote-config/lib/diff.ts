import type { Draft, DraftRow } from './draft.ts'

// "1.50" and "1.5" are the same value: numbers compare by value, other text trimmed.
function same(a: string, b: string): boolean {
  const x = a.trim()
  const y = b.trim()
  if (x === y) return true
  return x !== '' && y !== '' && !Number.isNaN(Number(x)) && Number(x) === Number(y)
}

// Rows with a key (materials, machines, coefficients) are matched by key, so removing one row
// does not mark every row after it as changed; pairs have no key and match by position.
function previousRow(previous: DraftRow[], row: DraftRow, index: number): DraftRow | undefined {
  const key = row.key?.trim()
  if (key !== undefined) return previous.find((p) => p.key?.trim() === key)
  return previous[index]
}

/**
 * The previous version's value of one field, only when it differs from the current one (else
 * undefined). `field` is the section field; `column` the cell in a group or table row.
 */
export function wasValue(
  previous: Draft | undefined,
  current: Draft,
  field: string,
  column?: string,
  index = 0,
): string | undefined {
  if (!previous) return undefined
  const before = previous[field]
  const now = current[field]
  let old: string | undefined
  let value: string | undefined
  if (typeof now === 'string') {
    old = typeof before === 'string' ? before : undefined
    value = now
  } else if (Array.isArray(now)) {
    const row = now[index]
    if (!row || column === undefined) return undefined
    old = previousRow(Array.isArray(before) ? before : [], row, index)?.[column]
    value = row[column]
  } else if (now && column !== undefined) {
    old = before && !Array.isArray(before) && typeof before === 'object' ? before[column] : undefined
    value = now[column]
  }
  if (old === undefined || value === undefined || same(old, value)) return undefined
  return old
}

/** Whether a draft differs from the saved section's draft (the unsaved-changes guard). */
export function isDirty(saved: Draft | undefined, draft: Draft | undefined): boolean {
  return JSON.stringify(saved) !== JSON.stringify(draft)
}
