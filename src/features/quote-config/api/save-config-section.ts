import { http } from '../../../lib/api/client.ts'
import type { ConfigDetail, SectionName } from './types.ts'

/** PUT /api/quote-config/{id}/sections/{name}: saves one section as a new version. Silent: the form shows the message. */
export async function saveConfigSection(
  id: number | string,
  name: SectionName,
  section: Record<string, unknown>,
): Promise<ConfigDetail> {
  const { data } = await http.put<ConfigDetail>(
    `/api/quote-config/${encodeURIComponent(String(id))}/sections/${name}`,
    section,
    { silent: true },
  )
  return data
}
