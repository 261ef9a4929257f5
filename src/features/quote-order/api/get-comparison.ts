import { http } from '../../../lib/api/client.ts'
import type { CompareTarget, Comparison } from './types.ts'
import { QUOTE_ORDER_API } from '../../../../contract/api-paths.ts'

/** GET /api/quote-order/compare: orders (`ids`) or quotes of one part (`quoteIds`) side by side. Silent: the screen shows the error. */
export async function getComparison({ kind, ids }: CompareTarget): Promise<Comparison> {
  const { data } = await http.get<Comparison>(QUOTE_ORDER_API.compare, {
    params: { [kind]: ids.join(',') },
    silent: true,
  })
  return data
}
