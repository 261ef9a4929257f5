import { http } from '../../../lib/api/client.ts'
import type { ConfigDetail, SectionName } from './types.ts'
import { QUOTE_CONFIG_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** PUT /api/quote-config/{id}/sections/{name}: saves one section as a new version. Silent: the form shows the message. */
export async function saveConfigSection(
  id: number | string,
  name: SectionName,
  section: Record<string, unknown>,
): Promise<ConfigDetail> {
  const { data } = await http.put<ConfigDetail>(fillPath(QUOTE_CONFIG_API.section, { id, section: name }), section, {
    silent: true,
  })
  return data
}
