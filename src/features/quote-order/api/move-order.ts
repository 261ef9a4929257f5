import { http } from '../../../lib/api/client.ts'
import type { QuoteOrder, QuoteOrderMoveAction } from './types.ts'

/** POST /api/quote-order/{id}/move: a life-cycle move based on the version read (409 when stale or not allowed). */
export async function moveOrder(
  id: number,
  action: QuoteOrderMoveAction,
  version: number,
  reason?: string,
): Promise<QuoteOrder> {
  const body = { action, version, ...(reason ? { reason } : {}) }
  const { data } = await http.post<QuoteOrder>(`/api/quote-order/${id}/move`, body, { silent: true })
  return data
}
