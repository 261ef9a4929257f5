import { http } from '../../../lib/api/client.ts'
import { COST_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'
import { type CostPage, type CostTableName } from './types.ts'

/**
 * GET /api/cost/{table}/list: one page of rows matching the keyword. Silent, because the table
 * shows its own error state (and the 403 message) instead of a toast.
 */
export async function getCostRows(
  table: CostTableName,
  query: { pageIndex: number; pageSize: number; keyword?: string },
): Promise<CostPage> {
  const params = { pageIndex: query.pageIndex, pageSize: query.pageSize, keyword: query.keyword || undefined }
  const { data } = await http.get<CostPage>(fillPath(COST_API.list, { table }), { params, silent: true })
  return data
}
