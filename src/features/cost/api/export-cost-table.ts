import { http } from '../../../lib/api/client.ts'
import type { BlobResponse } from '../../../lib/api/types.ts'
import { tablePath, type CostTableName } from './types.ts'

/** GET /api/cost/{table}/export: the XLSX of every row matching `search`, in the current language. */
export function exportCostTable(table: CostTableName, search: string): Promise<BlobResponse> {
  return http.get(`${tablePath(table)}/export`, { params: { search: search || undefined }, responseType: 'blob' })
}
