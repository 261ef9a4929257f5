import { http } from '../../../lib/api/client.ts'
import type { ConfigDetail } from './types.ts'
import { QUOTE_CONFIG_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** GET /api/quote-config/{id}: the configuration with its current version. Silent: the screen shows the error. */
export async function getConfig(id: number | string): Promise<ConfigDetail> {
  const { data } = await http.get<ConfigDetail>(fillPath(QUOTE_CONFIG_API.config, { id }), { silent: true })
  return data
}
