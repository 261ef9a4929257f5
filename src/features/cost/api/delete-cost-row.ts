import { http } from '../../../lib/api/client.ts'
import { tablePath, type CostChange, type CostTableName } from './types.ts'

/** DELETE /api/cost/{table}/{key}; 409 when the row is fixed, in use or the last one. Silent: the dialog shows the message. */
export async function deleteCostRow(table: CostTableName, key: string): Promise<CostChange> {
  const { data } = await http.delete<CostChange>(`${tablePath(table)}/${encodeURIComponent(key)}`, { silent: true })
  return data
}
