import { http } from '../../../lib/api/client.ts'
import type { ConfigDetail } from './types.ts'
import { QUOTE_CONFIG_API } from '../../../../contract/api-paths.ts'

/** POST /api/quote-config: a new configuration based on the factory defaults. */
export async function createConfig(name: string, description?: string): Promise<ConfigDetail> {
  const { data } = await http.post<ConfigDetail>(QUOTE_CONFIG_API.create, {
    name,
    description: description || undefined,
  })
  return data
}
