import { http } from '../../../lib/api/client.ts'
import type { ConfigRow } from './types.ts'

/** POST /api/quote-config/{id}/status: enables or disables (the server refuses to disable the default). */
export async function setConfigStatus(id: number, enabled: boolean): Promise<ConfigRow> {
  const { data } = await http.post<ConfigRow>(`/api/quote-config/${id}/status`, { enabled })
  return data
}
