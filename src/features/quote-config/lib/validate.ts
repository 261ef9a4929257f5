import type { FieldSpec, LeafSpec, NumRule } from './field-spec.ts'
import type { Draft, DraftRow } from './draft.ts'

/** A validation message: its i18n key and parameters. */
export interface FieldError {
  key: string
  params?: Record<string, string | number>
}

/** Errors by path inside the section (`items.0.priceKg`), the way the server names fields. */
export type FieldErrors = Record<string, FieldError>

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)$/

/** Checks one number against the server's bound for it; null when it passes. */
export function checkNumber(value: string, rule: NumRule): FieldError | null {
  const v = value.trim()
  if (!v) return { key: 'quoteConfig.rules.required' }
  if (!NUMERIC.test(v)) return { key: 'quoteConfig.rules.number' }
  const n = Number(v)
  if (rule.int && !Number.isInteger(n)) return { key: 'quoteConfig.rules.integer' }
  if (rule.above !== undefined && !(n > rule.above)) return { key: 'quoteConfig.rules.above', params: { min: rule.above } }
  if (rule.min !== undefined && n < rule.min) return { key: 'quoteConfig.rules.min', params: { min: rule.min } }
  if (rule.max !== undefined && n > rule.max) return { key: 'quoteConfig.rules.max', params: { max: rule.max } }
  return null
}

const items = (value: string) =>
  value
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean)

function checkLeaf(spec: LeafSpec, value: string): FieldError | null {
  if (spec.type === 'number') return checkNumber(value, spec.rule)
  if (spec.type === 'text') return spec.required && !value.trim() ? { key: 'quoteConfig.rules.required' } : null
  if (spec.type === 'enum') return spec.options.includes(value) ? null : { key: 'quoteConfig.rules.choice', params: { options: spec.options.join(', ') } }
  if (spec.type === 'numbers') return items(value).map((v) => checkNumber(v, spec.rule)).find(Boolean) ?? null
  const parts = items(value)
  if (parts.length < (spec.minItems ?? 0)) return { key: 'quoteConfig.rules.required' }
  if (spec.options && parts.some((p) => !spec.options?.includes(p))) return { key: 'quoteConfig.rules.choice', params: { options: spec.options.join(', ') } }
  return null
}

function checkRows(errors: FieldErrors, path: string, rows: DraftRow[], check: (row: DraftRow, at: string) => void, minItems = 0) {
  if (rows.length < minItems) errors[path] = { key: 'quoteConfig.rules.minRows', params: { min: minItems } }
  const seen = new Set<string>()
  rows.forEach((row, i) => {
    check(row, `${path}.${i}`)
    // A record cannot hold one key twice: the second row would silently replace the first.
    const key = row.key?.trim()
    if (key !== undefined && key && seen.has(key) && !errors[`${path}.${i}.key`]) errors[`${path}.${i}.key`] = { key: 'quoteConfig.rules.duplicate' }
    if (key) seen.add(key)
  })
}

/** Validates a section's draft with the server's rules; an empty object means it can be saved. */
export function validateDraft(fields: FieldSpec[], draft: Draft): FieldErrors {
  const errors: FieldErrors = {}
  const put = (path: string, error: FieldError | null) => {
    if (error) errors[path] = error
  }
  for (const f of fields) {
    const v = draft[f.key]
    const rows = Array.isArray(v) ? v : []
    if (f.type === 'group') for (const leaf of f.fields) put(`${f.key}.${leaf.key}`, checkLeaf(leaf, (v as DraftRow)?.[leaf.key] ?? ''))
    else if (f.type === 'record')
      checkRows(errors, f.key, rows, (row, at) => {
        const key = row.key?.trim() ?? ''
        put(`${at}.key`, !key ? { key: 'quoteConfig.rules.required' } : f.keyPattern && !f.keyPattern.test(key) ? { key: 'quoteConfig.rules.pattern' } : null)
        put(`${at}.value`, checkNumber(row.value ?? '', f.rule))
      })
    else if (f.type === 'keyed')
      checkRows(errors, f.key, rows, (row, at) => {
        put(`${at}.key`, row.key?.trim() ? null : { key: 'quoteConfig.rules.required' })
        for (const c of f.columns) put(`${at}.${c.key}`, checkLeaf(c, row[c.key] ?? ''))
      })
    else if (f.type === 'pairs')
      checkRows(errors, f.key, rows, (row, at) => {
        put(`${at}.a`, checkNumber(row.a ?? '', f.a))
        put(`${at}.b`, checkNumber(row.b ?? '', f.b))
      }, f.minItems)
    else if (f.type === 'items') checkRows(errors, f.key, rows, (row, at) => f.columns.forEach((c) => put(`${at}.${c.key}`, checkLeaf(c, row[c.key] ?? ''))), f.minItems)
    else put(f.key, checkLeaf(f, typeof v === 'string' ? v : ''))
  }
  return errors
}
