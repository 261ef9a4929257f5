import { createPagedList } from '../../../lib/paged-list/create-paged-list.ts'
import { getProducts } from '../api/get-products.ts'
import type { ProductRow } from '../api/types.ts'
import { createOrderFrom } from './create-order.ts'

/** Rows per page of the product list at first. */
const PRODUCT_PAGE_SIZE = 10

/** Every part the customer quoted (all customers' for staff), searched by part or file name. */
export const productList = createPagedList<ProductRow>({
  fetchPage: ({ pageIndex, pageSize, keyword }) => getProducts(pageIndex, pageSize, keyword),
  pageSize: PRODUCT_PAGE_SIZE,
})

/** A new draft order of the product's latest upload, priced with the current configuration; answers its id. */
export const requoteProduct = (row: ProductRow) => createOrderFrom([row.partId], true)
