import { http } from '../../../lib/api/client.ts'
import { PROCESS_LIBRARY_API, type LibraryRow, type ProcessLibrary } from '../../../../contract/process-library.ts'
import type { Paged } from '../../../../contract/wire.ts'
import type { PageQuery } from '../../../lib/paged-list/types.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** Filters of a library list: '' any status, 'true' enabled rows only, 'false' disabled ones. */
export interface LibraryFilters {
  enabled: '' | 'true' | 'false'
}

/** The query a list and its export share: keyword and status, left out when "any". */
export const libraryParams = (keyword: string, { enabled }: LibraryFilters) => ({
  keyword: keyword || undefined,
  enabled: enabled || undefined,
})

/** GET /api/process-library/{library}: one page. Silent: the table shows the error (and the 403). */
export async function getLibraryRows<L extends ProcessLibrary>(
  library: L,
  { pageIndex, pageSize, keyword, filters }: PageQuery<LibraryFilters>,
): Promise<Paged<LibraryRow<L>>> {
  const { data } = await http.get<Paged<LibraryRow<L>>>(fillPath(PROCESS_LIBRARY_API.list, { library }), {
    params: { pageIndex, pageSize, ...libraryParams(keyword, filters) },
    silent: true,
  })
  return data
}
