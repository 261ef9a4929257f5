import { http } from '../../../lib/api/client.ts'
import type { ConfigRow } from './types.ts'
import { QUOTE_CONFIG_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** POST /api/quote-config/{id}/set-default: new uploads are priced with this one (enabled only). */
export async function setDefaultConfig(id: number): Promise<ConfigRow> {
  const { data } = await http.post<ConfigRow>(fillPath(QUOTE_CONFIG_API.setDefault, { id }))
  return data
}
