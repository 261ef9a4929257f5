import { http } from '../../../lib/api/client.ts'
import type { ConfigVersion } from './types.ts'

/** GET /api/quote-config/{id}/versions/{version}: one earlier version, for the "was" values beside changed fields. */
export async function getConfigVersion(id: number | string, version: number): Promise<ConfigVersion> {
  const { data } = await http.get<ConfigVersion>(
    `/api/quote-config/${encodeURIComponent(String(id))}/versions/${version}`,
    { silent: true },
  )
  return data
}
