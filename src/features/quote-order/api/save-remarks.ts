import { http } from '../../../lib/api/client.ts'
import type { QuoteOrder } from './types.ts'

/** POST /api/quote-order/{id}/remarks: the owner edits a draft's remarks. */
export async function saveRemarks(id: number, version: number, remarks: string): Promise<QuoteOrder> {
  const { data } = await http.post<QuoteOrder>(`/api/quote-order/${id}/remarks`, { version, remarks }, { silent: true })
  return data
}
