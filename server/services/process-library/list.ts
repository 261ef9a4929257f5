import { and, asc, eq, type SQL } from 'drizzle-orm'
import type { Paged } from '../../../contract/wire.ts'
import type { LibraryRow, ProcessLibrary } from '../../../contract/process-library.ts'
import type { Db } from '../../db/client.ts'
import { pageOf } from '../../db/page.ts'
import { keywordIn } from '../../lib/like-pattern.ts'
import { LIBRARY_STORES, type LibraryStore } from './tables.ts'

export interface LibraryFilter {
  keyword?: string | undefined
  enabled?: boolean | undefined
}

/** The rows a list or an export covers: keyword anywhere in the code, names or workshop, literally. */
function matching(store: LibraryStore, filter: LibraryFilter): SQL | undefined {
  const conditions = [keywordIn(filter.keyword, store.search)]
  if (filter.enabled !== undefined) conditions.push(eq(store.enabled, filter.enabled))
  return and(...conditions)
}

/** One page of a library, in code order. */
export async function listLibrary(
  db: Db,
  library: ProcessLibrary,
  query: LibraryFilter & { pageIndex: number; pageSize: number },
): Promise<Paged<LibraryRow<ProcessLibrary>>> {
  const store = LIBRARY_STORES[library]
  const where = matching(store, query)
  const records = db.select().from(store.table).where(where).orderBy(asc(store.code), asc(store.id)).$dynamic()
  return pageOf(records, db.$count(store.table, where), query, store.read)
}

/** Every row matching the filter, for the export. */
export async function allMatching(
  db: Db,
  library: ProcessLibrary,
  filter: LibraryFilter,
): Promise<LibraryRow<ProcessLibrary>[]> {
  const store = LIBRARY_STORES[library]
  const records = await db.select().from(store.table).where(matching(store, filter)).orderBy(asc(store.code))
  return records.map(store.read)
}
