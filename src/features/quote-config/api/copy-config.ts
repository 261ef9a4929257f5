import { http } from '../../../lib/api/client.ts'
import type { ConfigDetail } from './types.ts'
import { QUOTE_CONFIG_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** POST /api/quote-config/{id}/copy: a new configuration with the source's current values. */
export async function copyConfig(id: number, name: string, description?: string): Promise<ConfigDetail> {
  const { data } = await http.post<ConfigDetail>(fillPath(QUOTE_CONFIG_API.copy, { id }), {
    name,
    description: description || undefined,
  })
  return data
}
