import type { MessageKey } from '../../../lib/i18n/index.ts'
import type { z } from 'zod'
import { costRowRules } from '../../../../contract/cost-tables.ts'
import { optionLabelOf } from '../../../lib/i18n/enum-fields.ts'
import type { SeededKind } from '../../../lib/i18n/seeded-name.ts'
import { schemaFields, type SchemaField } from '../../../lib/schema-form/fields.ts'
import type { CostRow, CostTableName } from '../api/types.ts'
import { COST_TABLE_SEEDED, COST_TABLE_TITLES } from '../../../lib/i18n/cost-row-words.ts'
import '../../../lib/i18n/config-messages.ts'

/** One column and form field of a cost table. */
export interface CostField extends SchemaField {
  /** The key: entered when adding, fixed when editing. */
  isKey?: boolean
  /** For a column of fixed parameters: whether the row's value is money. */
  moneyKey?: (key: string) => boolean
}

// What a typed list or JSON text should look like, under the field.
const KIND_HINTS: Partial<Record<SchemaField['kind'], string>> = { list: 'cost.hint.list', json: 'cost.hint.json' }

// Closed choices (material class, basis, kind…) are named through the enum catalogue.
const withOptionLabel = (name: string) => {
  const optionLabel = optionLabelOf(name)
  return optionLabel ? { optionLabel } : {}
}

/** A table's form fields, one per field of its contract schema, labelled cost.field.<name> unless `labels` says. */
export function fieldsOf(schema: z.ZodObject, labels: Record<string, string> = {}): CostField[] {
  return schemaFields(schema, (name) => labels[name] ?? `cost.field.${name}`).map((f) => ({
    ...f,
    ...withOptionLabel(f.name),
    ...(KIND_HINTS[f.kind] ? { hint: KIND_HINTS[f.kind] } : {}),
    ...(f.name === 'key' ? { isKey: true } : {}),
  }))
}

/** One table's screen: its columns, its form, and what may be added or deleted. */
export interface CostTableDef {
  name: CostTableName
  /** i18n key of the tab / heading. */
  title: MessageKey
  columns: CostField[]
  /** The contract's rules of a new row (null) or an existing one: the form's fields and its validator. */
  rulesFor(row: CostRow | null): z.ZodObject
  /** The form's fields, read from rulesFor. */
  fieldsFor(row: CostRow | null): CostField[]
  /** The catalogue that names the rows the product seeded (their stored names are Chinese). */
  seeded?: SeededKind
  /**
   * The key is the engine's code for a row (ANODIZE_CLEAR, QT), not a code readers know as a
   * material grade (AL6061): the grid names each row by its name alone; the editor shows the key.
   */
  keyHidden?: boolean
  /** Update-only tables (fixed parameters) cannot add rows. */
  canAdd: boolean
  /** i18n key of why a row cannot be deleted, or '' when it can. */
  deleteBlock(row: CostRow): MessageKey | ''
}

// Keys that are Ra values are labelled as such; every other label is cost.field.<name>.
const RA_LABEL = { key: 'cost.field.raKey' }
// A parameter that is a table of steps (quantity → factor, bar Ø → allowance) is edited as rows, its
// columns named by the configuration editor's words for the same field.
function withSteps(field: CostField, key: string | null): CostField {
  const isSteps = field.kind === 'json' && field.bounds.type === 'array' && field.bounds.item?.type === 'tuple'
  if (!isSteps || !key) return field
  return { ...field, steps: { a: `quoteConfig.column.${key}.a`, b: `quoteConfig.column.${key}.b` }, hint: '' }
}

// Built once per row key: a dialog renders on every keystroke and a grid formats every cell.
function form(table: CostTableName, labels: Record<string, string> = {}): Pick<CostTableDef, 'rulesFor' | 'fieldsFor'> {
  const rules = new Map<string | null, z.ZodObject>()
  const fields = new Map<string | null, CostField[]>()
  const rulesFor = (row: CostRow | null) => {
    const key = row?.key ?? null
    if (!rules.has(key)) rules.set(key, costRowRules(table, key))
    return rules.get(key)!
  }
  const fieldsFor = (row: CostRow | null) => {
    const key = row?.key ?? null
    if (!fields.has(key))
      fields.set(
        key,
        fieldsOf(rulesFor(row), labels).map((f) => withSteps(f, key)),
      )
    return fields.get(key)!
  }
  return { rulesFor, fieldsFor }
}
const KEY = { type: 'string', required: true } as const
/** A column the table shows but no form edits. */
const shown = (name: string, kind: CostField['kind'] = 'text'): CostField => ({
  name,
  kind,
  label: `cost.field.${name}`,
  ...withOptionLabel(name),
  required: false,
  bounds: { type: kind === 'text' ? 'string' : 'number', required: false },
})

/** A table whose columns are its new row's fields. */
function plain(
  name: CostTableName,
  opts: { labels?: Record<string, string>; deleteBlock?: CostTableDef['deleteBlock']; keyHidden?: boolean } = {},
): CostTableDef {
  const rules = form(name, opts.labels)
  const seeded = COST_TABLE_SEEDED[name]
  return {
    name,
    title: COST_TABLE_TITLES[name],
    canAdd: true,
    ...(seeded ? { seeded } : {}),
    ...(opts.keyHidden ? { keyHidden: true } : {}),
    columns: rules.fieldsFor(null),
    ...rules,
    deleteBlock: opts.deleteBlock ?? (() => ''),
  }
}

/** A `{key, value}` table of fixed parameters: update only, each value as its section field is. */
function params(table: 'blank-rules' | 'other-costs'): CostTableDef {
  const rules = form(table)
  const moneyKey = (key: string) => rules.fieldsFor({ key })[0]?.money === true
  return {
    name: table,
    title: COST_TABLE_TITLES[table],
    canAdd: false,
    columns: [
      { ...shown('key'), label: 'cost.field.param', bounds: KEY, isKey: true },
      { ...shown('value'), kind: 'json', bounds: { type: 'any', required: true }, moneyKey },
    ],
    ...rules,
    deleteBlock: () => 'cost.block.fixed',
  }
}

/** Every table, by name (the cost maintenance screens; server/README.md "cost tables"). */
export const COST_TABLE_DEFS: Record<CostTableName, CostTableDef> = {
  materials: plain('materials'),
  // The engine falls back to VMC3 for any unknown machine, so the server keeps it.
  machines: plain('machines', {
    deleteBlock: (row) => (row.key === 'VMC3' ? 'cost.block.fallbackMachine' : ''),
  }),
  processes: {
    name: 'processes',
    title: COST_TABLE_TITLES.processes,
    canAdd: true,
    columns: [
      { ...shown('key'), label: 'cost.field.param', bounds: KEY, isKey: true },
      shown('group'),
      shown('value', 'number'),
      shown('unit'),
    ],
    // Only finishing rates (keyed by Ra) may be added; feature minutes are fixed keys of the time model.
    ...form('processes', RA_LABEL),
    deleteBlock: (row) => (row.group === 'finish' ? '' : 'cost.block.featureTime'),
  },
  'surface-treatments': plain('surface-treatments', { keyHidden: true }),
  'heat-treatments': plain('heat-treatments', { keyHidden: true }),
  'pmi-tolerance': plain('pmi-tolerance'),
  'pmi-roughness': plain('pmi-roughness', { labels: RA_LABEL }),
  'blank-rules': params('blank-rules'),
  'other-costs': params('other-costs'),
}
