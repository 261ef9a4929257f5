import { http } from '../../../lib/api/client.ts'
import { COST_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'
import { type CostChange, type CostTableName } from './types.ts'

/** PUT /api/cost/{table}/{key}: changes the given fields, keeping the others. Silent: the dialog shows the message. */
export async function updateCostRow(
  table: CostTableName,
  key: string,
  fields: Record<string, unknown>,
): Promise<CostChange> {
  const { data } = await http.put<CostChange>(fillPath(COST_API.row, { table, key }), fields, {
    silent: true,
  })
  return data
}
