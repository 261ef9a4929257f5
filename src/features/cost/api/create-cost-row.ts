import { http } from '../../../lib/api/client.ts'
import { COST_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'
import { type CostChange, type CostTableName } from './types.ts'

/** POST /api/cost/{table}: adds a row (a new configuration version). Silent: the dialog shows the message. */
export async function createCostRow(table: CostTableName, row: Record<string, unknown>): Promise<CostChange> {
  const { data } = await http.post<CostChange>(fillPath(COST_API.create, { table }), row, { silent: true })
  return data
}
