import type { LibraryRow, ProcessLibrary } from '../../../../contract/process-library.ts'
import { createPagedList } from '../../../lib/paged-list/create-paged-list.ts'
import type { PagedList } from '../../../lib/paged-list/types.ts'
import { getLibraryRows, type LibraryFilters } from '../api/get-library-rows.ts'

/** One library's rows, paged, searched by code and name, filtered by status. */
export type LibraryList<L extends ProcessLibrary = ProcessLibrary> = PagedList<LibraryRow<L>, LibraryFilters>

const lists = new Map<ProcessLibrary, LibraryList>()

/** The list of one library (created on first use, kept while the tab lives; forgotten at logout). */
export function libraryList<L extends ProcessLibrary>(library: L): LibraryList<L> {
  let list = lists.get(library)
  if (!list) {
    list = createPagedList<LibraryRow<ProcessLibrary>, LibraryFilters>({
      fetchPage: (query) => getLibraryRows(library, query),
      // The template's management tables start at 10 rows a page.
      pageSize: 10,
      filters: { enabled: '' },
    })
    lists.set(library, list)
  }
  return list as LibraryList<L>
}
