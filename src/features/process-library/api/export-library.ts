import { http } from '../../../lib/api/client.ts'
import type { BlobResponse } from '../../../lib/api/types.ts'
import { PROCESS_LIBRARY_API, type ProcessLibrary } from '../../../../contract/process-library.ts'
import { libraryParams, type LibraryFilters } from './get-library-rows.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** GET /api/process-library/{library}/export: the XLSX of every row the list's search and filter match. */
export function exportLibrary(
  library: ProcessLibrary,
  keyword: string,
  filters: LibraryFilters,
): Promise<BlobResponse> {
  return http.get(fillPath(PROCESS_LIBRARY_API.export, { library }), {
    params: libraryParams(keyword, filters),
    responseType: 'blob',
  })
}
