import type { PgSelect } from 'drizzle-orm/pg-core'
import { paged, type Paged } from '../../contract/wire.ts'

/** Which page a list asks for: pages count from 1. */
export interface PageWindow {
  pageIndex: number
  pageSize: number
}

/**
 * One page of a list: `rows` is the query in its final order (made `$dynamic()`), cut here to the
 * page; `total` counts every row the same filter matches. The two run together.
 */
export async function pageOf<Q extends PgSelect, Out>(
  rows: Q,
  total: PromiseLike<number>,
  q: PageWindow,
  map: (row: Q['_']['result'][number]) => Out,
): Promise<Paged<Out>> {
  const [found, n] = await Promise.all([rows.limit(q.pageSize).offset((q.pageIndex - 1) * q.pageSize), total])
  return paged((found as Q['_']['result']).map(map), q.pageIndex, q.pageSize, n)
}

/** The number a `select({ n: count() })` query answers (0 for no row). */
export const countOf = async (query: PromiseLike<{ n: number }[]>) => (await query)[0]?.n ?? 0
