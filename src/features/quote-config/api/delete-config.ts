import { http } from '../../../lib/api/client.ts'

/** DELETE /api/quote-config/{id}: 409 for the default; `soft` when quotes still refer to it. */
export async function deleteConfig(id: number): Promise<{ deleted: boolean; soft: boolean }> {
  const { data } = await http.delete<{ deleted: boolean; soft: boolean }>(`/api/quote-config/${id}`)
  return data
}
