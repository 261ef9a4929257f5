import { http } from '../../../lib/api/client.ts'
import type { QuoteOrder } from './types.ts'
import { QUOTE_ORDER_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** POST /api/quote-order/{id}/remarks: the owner edits a draft's remarks. */
export async function saveRemarks(id: number, version: number, remarks: string): Promise<QuoteOrder> {
  const { data } = await http.post<QuoteOrder>(
    fillPath(QUOTE_ORDER_API.remarks, { id }),
    { version, remarks },
    { silent: true },
  )
  return data
}
