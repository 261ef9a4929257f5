import { joinList } from '../../../../contract/list.ts'
import { parseNumber } from '../../../lib/forms/typed-number.ts'
import { fieldValue } from '../../../lib/schema-form/values.ts'
import { leafField, type FieldSpec, type LeafSpec } from './field-spec.ts'
import '../../../lib/i18n/config-messages.ts'

/** One table row while editing: every cell is the text typed. */
export type DraftRow = Record<string, string>
/** A field while editing: leaf text, a group's texts, or table rows. */
export type DraftValue = string | DraftRow | DraftRow[]
/** A section while editing, keyed like the section. */
export type Draft = Record<string, DraftValue>

const text = (value: unknown): string =>
  value === undefined || value === null ? '' : Array.isArray(value) ? joinList(value) : String(value)
const obj = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

function leafRow(columns: LeafSpec[], source: Record<string, unknown>): DraftRow {
  return Object.fromEntries(columns.map((c) => [c.key, text(source[c.key])]))
}

/** The editable text form of a section: numbers and lists become the text a person types. */
export function toDraft(fields: FieldSpec[], section: Record<string, unknown>): Draft {
  const draft: Draft = {}
  for (const f of fields) {
    const v = section[f.key]
    if (f.type === 'group') draft[f.key] = leafRow(f.fields, obj(v))
    else if (f.type === 'record' && f.fixed)
      // One row per key of the closed set, blank where the section leaves the key out.
      draft[f.key] = (f.keys.options ?? []).map((key) => ({ key, value: text(obj(v)[key]) }))
    else if (f.type === 'record')
      draft[f.key] = Object.entries(obj(v)).map(([key, value]) => ({ key, value: text(value) }))
    else if (f.type === 'keyed')
      draft[f.key] = Object.entries(obj(v)).map(([key, row]) => ({ key, ...leafRow(f.columns, obj(row)) }))
    else if (f.type === 'pairs') draft[f.key] = arr(v).map((pair) => ({ a: text(arr(pair)[0]), b: text(arr(pair)[1]) }))
    else if (f.type === 'items') draft[f.key] = arr(v).map((row) => leafRow(f.columns, obj(row)))
    else draft[f.key] = text(v)
  }
  return draft
}

// As every schema-driven form sends a value: blank is left out, so the schema answers "required".
const leafValue = (spec: LeafSpec, value: string): unknown => fieldValue(leafField(spec), value)

const rowValue = (columns: LeafSpec[], row: DraftRow) =>
  Object.fromEntries(columns.map((c) => [c.key, leafValue(c, row[c.key] ?? '')]))
const rows = (v: DraftValue | undefined): DraftRow[] => (Array.isArray(v) ? v : [])
const str = (v: DraftValue | undefined): string => (typeof v === 'string' ? v : '')

/** The section to check and send; fields the editor does not know are kept from `base`. */
export function fromDraft(
  fields: FieldSpec[],
  draft: Draft,
  base: Record<string, unknown> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base }
  for (const f of fields) {
    const v = draft[f.key]
    if (f.type === 'group')
      out[f.key] = { ...obj(base[f.key]), ...rowValue(f.fields, (v as DraftRow | undefined) ?? {}) }
    else if (f.type === 'record')
      out[f.key] = Object.fromEntries(
        rows(v)
          // A blank row of a closed set leaves its key out: the schema says whether it may.
          .filter((r) => !f.fixed || (r.value ?? '').trim() !== '')
          .map((r) => [(r.key ?? '').trim(), parseNumber(r.value ?? '')]),
      )
    else if (f.type === 'keyed')
      out[f.key] = Object.fromEntries(rows(v).map((r) => [(r.key ?? '').trim(), rowValue(f.columns, r)]))
    else if (f.type === 'pairs') out[f.key] = rows(v).map((r) => [parseNumber(r.a ?? ''), parseNumber(r.b ?? '')])
    else if (f.type === 'items') out[f.key] = rows(v).map((r) => rowValue(f.columns, r))
    else out[f.key] = leafValue(f, str(v))
  }
  return out
}
