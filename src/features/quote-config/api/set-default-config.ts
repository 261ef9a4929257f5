import { http } from '../../../lib/api/client.ts'
import type { ConfigRow } from './types.ts'

/** POST /api/quote-config/{id}/set-default: new uploads are priced with this one (enabled only). */
export async function setDefaultConfig(id: number): Promise<ConfigRow> {
  const { data } = await http.post<ConfigRow>(`/api/quote-config/${id}/set-default`)
  return data
}
