import { http } from '../../../lib/api/client.ts'
import type { ConfigDetail } from './types.ts'

/** GET /api/quote-config/{id}: the configuration with its current version. Silent: the screen shows the error. */
export async function getConfig(id: number | string): Promise<ConfigDetail> {
  const { data } = await http.get<ConfigDetail>(`/api/quote-config/${encodeURIComponent(String(id))}`, { silent: true })
  return data
}
