import { http } from '../../../lib/api/client.ts'
import { tablePath, type CostPage, type CostTableName } from './types.ts'

/**
 * GET /api/cost/{table}/list: one page of rows matching the keyword. Silent, because the table
 * shows its own error state (and the 403 message) instead of a toast.
 */
export async function getCostRows(
  table: CostTableName,
  query: { pageIndex: number; pageSize: number; keyword?: string },
): Promise<CostPage> {
  const params = { pageIndex: query.pageIndex, pageSize: query.pageSize, keyword: query.keyword || undefined }
  const { data } = await http.get<CostPage>(`${tablePath(table)}/list`, { params, silent: true })
  return data
}
