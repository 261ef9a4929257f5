import { http } from '../../../lib/api/client.ts'
import type { ConfigDetail } from './types.ts'

/** POST /api/quote-config/{id}/copy: a new configuration with the source's current values. */
export async function copyConfig(id: number, name: string, description?: string): Promise<ConfigDetail> {
  const { data } = await http.post<ConfigDetail>(`/api/quote-config/${id}/copy`, {
    name,
    description: description || undefined,
  })
  return data
}
