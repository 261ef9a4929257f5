import { http } from '../../../lib/api/client.ts'
import { COST_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'
import { type CostChange, type CostTableName } from './types.ts'

/** DELETE /api/cost/{table}/{key}; 409 when the row is fixed, in use or the last one. Silent: the dialog shows the message. */
export async function deleteCostRow(table: CostTableName, key: string): Promise<CostChange> {
  const { data } = await http.delete<CostChange>(fillPath(COST_API.row, { table, key }), { silent: true })
  return data
}
