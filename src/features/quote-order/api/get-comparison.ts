import { http } from '../../../lib/api/client.ts'
import type { CompareTarget, Comparison } from './types.ts'

/** GET /api/quote-order/compare: orders (`ids`) or quotes of one part (`quoteIds`) side by side. Silent: the screen shows the error. */
export async function getComparison({ kind, ids }: CompareTarget): Promise<Comparison> {
  const { data } = await http.get<Comparison>('/api/quote-order/compare', {
    params: { [kind]: ids.join(',') },
    silent: true,
  })
  return data
}
