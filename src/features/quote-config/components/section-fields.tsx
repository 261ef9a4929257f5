import { useT } from '../../../lib/i18n/use-t.ts'
import { textOf } from '../../../lib/i18n/index.ts'
import { wasValue } from '../lib/diff.ts'
import type { Draft, DraftRow } from '../lib/draft.ts'
import { labelKey, type FieldSpec, type LeafSpec } from '../lib/field-spec.ts'
import { FIELD_WORDS } from '../lib/field-words.ts'
import type { FieldErrors } from '../lib/validate.ts'
import { LeafInput } from './leaf-input.tsx'
import { RowsTable } from './rows-table.tsx'
import { enumLabel, type EnumKind } from '../../../lib/i18n/enum-label.ts'
import '../../../lib/i18n/enum-messages.ts'
import '../../../lib/i18n/config-messages.ts'

/** Props of SectionFields. */
export interface SectionFieldsProps {
  fields: FieldSpec[]
  draft: Draft
  previous: Draft | undefined
  errors: FieldErrors
  /** A changed draft and the path whose error should clear. */
  onChange: (draft: Draft, path: string) => void
}

// Column layouts of the table-shaped fields: records show key + value, pairs show their two bounds.
// A key column may be chosen by name (./field-words.ts: tier keys, machine kinds).
const KEY: LeafSpec = { type: 'text', key: 'key', bounds: { type: 'string', required: true } }
const keyColumn = (field: string, bounds = KEY.bounds): LeafSpec => {
  const words = FIELD_WORDS[`${field}.key`]
  return { ...KEY, bounds, ...(words && { words }) }
}
function tableColumns(field: FieldSpec): LeafSpec[] {
  if (field.type === 'record')
    return [keyColumn(field.key, field.keys), { type: 'number', key: 'value', bounds: field.value }]
  if (field.type === 'keyed') return [keyColumn(field.key), ...field.columns]
  if (field.type === 'pairs')
    return [
      { type: 'number', key: 'a', bounds: field.a },
      { type: 'number', key: 'b', bounds: field.b },
    ]
  if (field.type === 'items') return field.columns
  return []
}

// The closed keys of a record (material classes) by the enum catalogue.
const FIXED_KEYS: Readonly<Record<string, EnumKind>> = {
  finishMatFactor: 'materialClass',
  featureMatFactor: 'materialClass',
}
const keyLabelOf = (field: string) => {
  const kind = FIXED_KEYS[field]
  return kind ? (key: string) => enumLabel(kind, key) : undefined
}

/** The fields of one section as inputs, groups and editable tables. */
export function SectionFields({ fields, draft, previous, errors, onChange }: SectionFieldsProps) {
  // Subscribed so a language switch re-renders; the schema's field labels are read with textOf.
  useT()
  const scalars = fields.filter((f): f is LeafSpec => f.type !== 'group' && !tableColumns(f).length)
  return (
    <div className="qe-qc-fields">
      <div className="qe-qc-grid">
        {scalars.map((f) => (
          <LeafInput
            key={f.key}
            spec={f}
            label={textOf(labelKey(f.key))}
            value={typeof draft[f.key] === 'string' ? (draft[f.key] as string) : ''}
            error={errors[f.key]}
            was={wasValue(previous, draft, f.key)}
            testId={`qc-${f.key}`}
            onChange={(v) => onChange({ ...draft, [f.key]: v }, f.key)}
          />
        ))}
      </div>
      {fields.map((f) => {
        if (f.type === 'group') {
          const group = (draft[f.key] as DraftRow | undefined) ?? {}
          return (
            <fieldset key={f.key} className="qe-qc-group">
              <legend>{textOf(labelKey(f.key))}</legend>
              <div className="qe-qc-grid">
                {f.fields.map((leaf) => (
                  <LeafInput
                    key={leaf.key}
                    spec={leaf}
                    label={textOf(labelKey(leaf.key))}
                    value={group[leaf.key] ?? ''}
                    error={errors[`${f.key}.${leaf.key}`]}
                    was={wasValue(previous, draft, f.key, leaf.key)}
                    testId={`qc-${f.key}-${leaf.key}`}
                    onChange={(v) =>
                      onChange({ ...draft, [f.key]: { ...group, [leaf.key]: v } }, `${f.key}.${leaf.key}`)
                    }
                  />
                ))}
              </div>
            </fieldset>
          )
        }
        const columns = tableColumns(f)
        if (!columns.length) return null
        return (
          <RowsTable
            key={f.key}
            field={f.key}
            columns={columns}
            rows={Array.isArray(draft[f.key]) ? (draft[f.key] as DraftRow[]) : []}
            errors={errors}
            editable={!(f.type === 'record' && f.fixed)}
            keyLabel={f.type === 'record' && f.fixed ? keyLabelOf(f.key) : undefined}
            was={(i, column) => wasValue(previous, draft, f.key, column, i)}
            onChange={(rows, path) => onChange({ ...draft, [f.key]: rows }, path)}
          />
        )
      })}
    </div>
  )
}
