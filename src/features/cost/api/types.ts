/** The cost tables the server serves under /api/cost/{table}. */
export type CostTableName =
  | 'materials'
  | 'machines'
  | 'processes'
  | 'surface-treatments'
  | 'heat-treatments'
  | 'pmi-tolerance'
  | 'pmi-roughness'
  | 'blank-rules'
  | 'other-costs'

/** One row: a key plus the table's fields (server/services/cost-tables.ts). */
export type CostRow = { key: string } & Record<string, unknown>

/** A list page with the configuration it was read from. */
export interface CostPage {
  rows: CostRow[]
  pageIndex: number
  pageSize: number
  totalCount: number
  totalPages: number
  configId: number
  version: number
}

/** What every write answers: the new version and the table's rows after the change. */
export interface CostChange {
  configId: number
  version: number
  rows: CostRow[]
}

/** The route segment of a table, encoded. */
export const tablePath = (table: CostTableName) => `/api/cost/${encodeURIComponent(table)}`
