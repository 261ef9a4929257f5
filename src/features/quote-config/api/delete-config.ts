import { http } from '../../../lib/api/client.ts'
import { QUOTE_CONFIG_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** DELETE /api/quote-config/{id}: 409 for the default; `soft` when quotes still refer to it. */
export async function deleteConfig(id: number): Promise<{ deleted: boolean; soft: boolean }> {
  const { data } = await http.delete<{ deleted: boolean; soft: boolean }>(fillPath(QUOTE_CONFIG_API.config, { id }))
  return data
}
