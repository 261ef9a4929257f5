import type { CostRow, CostTableName } from '../api/types.ts'
import { COEFFICIENT, MATERIAL_CLASSES, keyField, moneyField, numberField, type CostField } from './fields.ts'
import { isMoneyParam, paramBounds, processBounds } from './param-bounds.ts'

/** One table's screen: its columns, its form, and what may be added or deleted. */
export interface CostTableDef {
  name: CostTableName
  /** i18n key of the tab / heading. */
  title: string
  columns: CostField[]
  /** The form's fields: for a new row (null) or an existing one. */
  fieldsFor(row: CostRow | null): CostField[]
  /** Update-only tables (fixed parameters) cannot add rows. */
  canAdd: boolean
  /** i18n key of why a row cannot be deleted, or '' when it can. */
  deleteBlock(row: CostRow): string
}

const name = (required = false): CostField => ({ name: 'name', kind: 'text', label: 'cost.field.name', required, maxLength: 100 })
const aliases: CostField = { name: 'aliases', kind: 'list', label: 'cost.field.aliases', maxLength: 60 }
const RA_KEY = { re: /^\d+(\.\d+)?$/, message: 'cost.rules.raKey' }

/** A table whose form is simply its columns (minus read-only ones). */
function plain(name: CostTableName, title: string, columns: CostField[], deleteBlock: CostTableDef['deleteBlock'] = () => ''): CostTableDef {
  return { name, title, columns, canAdd: true, deleteBlock, fieldsFor: () => columns.filter((c) => !c.readOnly) }
}

const treatment = (table: CostTableName, title: string) =>
  plain(table, title, [
    keyField(), name(true), aliases,
    { name: 'appliesTo', kind: 'multi', label: 'cost.field.appliesTo', required: true, options: MATERIAL_CLASSES },
    { name: 'basis', kind: 'enum', label: 'cost.field.basis', required: true, options: ['dm2', 'kg', 'piece'] },
    moneyField('unitPrice'), moneyField('minCharge'),
    numberField('leadDays', { min: 0 }, { kind: 'integer' }),
  ])

/** A `{key, value}` table of fixed parameters: update only, value numeric or JSON as it is now. */
function params(table: CostTableName, title: string): CostTableDef {
  const value = (row: CostRow | null): CostField =>
    typeof row?.value === 'number'
      ? numberField('value', paramBounds(row.key), { money: isMoneyParam(row.key) })
      : { name: 'value', kind: 'json', label: 'cost.field.value', required: true }
  return {
    name: table, title, canAdd: false,
    columns: [keyField({ kind: 'text' }), { name: 'value', kind: 'json', label: 'cost.field.value' }],
    fieldsFor: (row) => [value(row)],
    deleteBlock: () => 'cost.block.fixed',
  }
}

/** Every table, by name (SPEC §1 cost maintenance; server/README.md "cost tables"). */
export const COST_TABLE_DEFS: Record<CostTableName, CostTableDef> = {
  materials: plain('materials', 'cost.table.materials', [
    keyField(), name(), aliases,
    { name: 'class', kind: 'enum', label: 'cost.field.class', required: true, options: MATERIAL_CLASSES },
    numberField('density', { min: 0, above: true }), moneyField('priceKg'), numberField('mrr', { min: 0, above: true }),
  ]),
  machines: plain('machines', 'cost.table.machines',
    [keyField(), moneyField('rate'), numberField('setupMin', { min: 0 }), numberField('factor', COEFFICIENT, { required: false })],
    // The engine falls back to VMC3 for any unknown machine, so the server keeps it.
    (row) => (row.key === 'VMC3' ? 'cost.block.fallbackMachine' : '')),
  processes: {
    name: 'processes', title: 'cost.table.processes', canAdd: true,
    columns: [
      keyField(), { name: 'group', kind: 'text', label: 'cost.field.group', readOnly: true },
      numberField('value', { min: 0 }), { name: 'unit', kind: 'text', label: 'cost.field.unit', readOnly: true },
    ],
    // Only finishing rates (keyed by Ra) may be added; feature minutes are fixed keys of the time model.
    fieldsFor: (row) => (row
      ? [numberField('value', processBounds(row.key))]
      : [keyField({ pattern: RA_KEY, label: 'cost.field.raKey' }), numberField('value', processBounds('1'))]),
    deleteBlock: (row) => (row.group === 'finish' ? '' : 'cost.block.featureTime'),
  },
  'surface-treatments': treatment('surface-treatments', 'cost.table.surface'),
  'heat-treatments': treatment('heat-treatments', 'cost.table.heat'),
  'pmi-tolerance': plain('pmi-tolerance', 'cost.table.tolerance',
    [keyField({ pattern: { re: /^IT\d{1,2}$/, message: 'cost.rules.itKey' } }), numberField('coefficient', COEFFICIENT)]),
  'pmi-roughness': plain('pmi-roughness', 'cost.table.roughness',
    [keyField({ pattern: RA_KEY, label: 'cost.field.raKey' }), numberField('coefficient', COEFFICIENT)]),
  'blank-rules': params('blank-rules', 'cost.table.blank'),
  'other-costs': params('other-costs', 'cost.table.other'),
}
