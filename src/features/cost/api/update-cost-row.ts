import { http } from '../../../lib/api/client.ts'
import { tablePath, type CostChange, type CostTableName } from './types.ts'

/** PUT /api/cost/{table}/{key}: changes the given fields, keeping the others. Silent: the dialog shows the message. */
export async function updateCostRow(
  table: CostTableName,
  key: string,
  fields: Record<string, unknown>,
): Promise<CostChange> {
  const { data } = await http.put<CostChange>(`${tablePath(table)}/${encodeURIComponent(key)}`, fields, {
    silent: true,
  })
  return data
}
