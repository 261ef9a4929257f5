import type { CostTableName } from '../../../contract/cost-tables.ts'
import { textOf, type MessageKey } from './index.ts'
import { seededName, type SeededKind } from './seeded-name.ts'
import './config-messages.ts'
import './enum-messages.ts'

// The cost tables and their rows in words: the cost screens and the audit log name them alike.

/** Each table's name (its tab and heading). */
export const COST_TABLE_TITLES: Record<CostTableName, MessageKey> = {
  materials: 'cost.table.materials',
  machines: 'cost.table.machines',
  processes: 'cost.table.processes',
  'surface-treatments': 'cost.table.surface',
  'heat-treatments': 'cost.table.heat',
  'pmi-tolerance': 'cost.table.tolerance',
  'pmi-roughness': 'cost.table.roughness',
  'blank-rules': 'cost.table.blank',
  'other-costs': 'cost.table.other',
}

/** The catalogue that names the rows a table's product seeds (their stored names are Chinese). */
export const COST_TABLE_SEEDED: Partial<Record<CostTableName, SeededKind>> = {
  materials: 'materialName',
  'surface-treatments': 'treatmentName',
  'heat-treatments': 'treatmentName',
}

/** A cost row as far as its name goes. */
export interface CostRowNaming {
  key: string
  group?: unknown
  name?: unknown
}

const known = (key: string) => {
  const label = textOf(key)
  return label === key ? '' : label
}

/**
 * A row's name where its key is a code of the time model rather than a name a user gave: a fixed
 * parameter (mgmtRate → 管理费率), a feature time (drillLarge → 大孔钻削), a finishing rate by Ra, a
 * machine the product names (M5AX → 五轴加工中心). '' for rows whose key is theirs to read (a material
 * code, a machine a user added).
 */
export function costRowName(table: CostTableName, row: CostRowNaming): string {
  if (table === 'blank-rules' || table === 'other-costs') return known(`cost.param.${row.key}`)
  if (table === 'machines') return known(`enums.machineKey.${row.key}`)
  if (table !== 'processes') return ''
  if (row.group === 'finish') return textOf('cost.finishKey', { ra: row.key })
  return known(`quoteConfig.field.${row.key}`)
}

/** A row as buttons, questions and the audit log name it: its name in words (seeded ones per reader), else its key. */
export function costRowLabel(table: CostTableName, row: CostRowNaming): string {
  const name = typeof row.name === 'string' ? row.name : ''
  const seeded = COST_TABLE_SEEDED[table]
  return costRowName(table, row) || (seeded && name ? seededName(seeded, row.key, name) : name) || row.key
}
