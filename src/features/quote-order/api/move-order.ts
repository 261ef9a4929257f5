import { http } from '../../../lib/api/client.ts'
import type { QuoteOrder, QuoteOrderMoveAction } from './types.ts'
import { QUOTE_ORDER_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** POST /api/quote-order/{id}/move: a life-cycle move based on the version read (409 when stale or not allowed). */
export async function moveOrder(
  id: number,
  action: QuoteOrderMoveAction,
  version: number,
  reason?: string,
): Promise<QuoteOrder> {
  const body = { action, version, ...(reason ? { reason } : {}) }
  const { data } = await http.post<QuoteOrder>(fillPath(QUOTE_ORDER_API.move, { id }), body, { silent: true })
  return data
}
