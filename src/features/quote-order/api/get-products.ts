import { http } from '../../../lib/api/client.ts'
import type { Paged } from '../../../../contract/wire.ts'
import type { ProductRow } from './types.ts'
import { QUOTE_ORDER_API } from '../../../../contract/api-paths.ts'

/** GET /api/quote-order/products: one row per part quoted (same files, same product). Silent: the list shows the error. */
export async function getProducts(pageIndex: number, pageSize: number, keyword: string): Promise<Paged<ProductRow>> {
  const { data } = await http.get<Paged<ProductRow>>(QUOTE_ORDER_API.products, {
    params: { pageIndex, pageSize, keyword: keyword || undefined },
    silent: true,
  })
  return data
}
