import { http } from '../../../lib/api/client.ts'
import { COST_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'
import type { BlobResponse } from '../../../lib/api/types.ts'
import { type CostTableName } from './types.ts'
import '../../../lib/i18n/config-messages.ts'

/** GET /api/cost/{table}/export: the XLSX of every row matching `search`, in the current language. */
export function exportCostTable(table: CostTableName, search: string): Promise<BlobResponse> {
  return http.get(fillPath(COST_API.export, { table }), {
    params: { search: search || undefined },
    responseType: 'blob',
  })
}
