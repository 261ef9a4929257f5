import { http } from '../../../lib/api/client.ts'
import { tablePath, type CostChange, type CostTableName } from './types.ts'

/** POST /api/cost/{table}: adds a row (a new configuration version). Silent: the dialog shows the message. */
export async function createCostRow(table: CostTableName, row: Record<string, unknown>): Promise<CostChange> {
  const { data } = await http.post<CostChange>(tablePath(table), row, { silent: true })
  return data
}
