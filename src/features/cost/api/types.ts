import type { Paged } from '../../../../contract/wire.ts'

/** The cost tables the server serves under /api/cost/{table}. */
export type { CostTableName } from '../../../../contract/cost-tables.ts'

/** One row: a key plus the table's fields (server/services/cost-table-defs.ts). */
export type CostRow = { key: string } & Record<string, unknown>

/** A list page with the configuration it was read from. */
export interface CostPage extends Paged<CostRow> {
  configId: number
  version: number
}

/** What every write answers: the new version and the table's rows after the change. */
export interface CostChange {
  configId: number
  version: number
  rows: CostRow[]
}
