import { http } from '../../../lib/api/client.ts'
import type { ConfigDetail } from './types.ts'

/** POST /api/quote-config: a new configuration based on the factory defaults. */
export async function createConfig(name: string, description?: string): Promise<ConfigDetail> {
  const { data } = await http.post<ConfigDetail>('/api/quote-config', { name, description: description || undefined })
  return data
}
