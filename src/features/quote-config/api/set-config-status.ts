import { http } from '../../../lib/api/client.ts'
import type { ConfigRow } from './types.ts'
import { QUOTE_CONFIG_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** POST /api/quote-config/{id}/status: enables or disables (the server refuses to disable the default). */
export async function setConfigStatus(id: number, enabled: boolean): Promise<ConfigRow> {
  const { data } = await http.post<ConfigRow>(fillPath(QUOTE_CONFIG_API.status, { id }), { enabled })
  return data
}
