import { http } from '../../../lib/api/client.ts'
import type { ConfigVersion } from './types.ts'
import { QUOTE_CONFIG_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** GET /api/quote-config/{id}/versions/{version}: one earlier version, for the "was" values beside changed fields. */
export async function getConfigVersion(id: number | string, version: number): Promise<ConfigVersion> {
  const { data } = await http.get<ConfigVersion>(fillPath(QUOTE_CONFIG_API.version, { id, version }), { silent: true })
  return data
}
