import { http } from '../../../lib/api/client.ts'
import { PROCESS_LIBRARY_API, type ProcessLibrary } from '../../../../contract/process-library.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/**
 * DELETE /api/process-library/{library}/{id}. Not silent: a refusal (409 while a dispatched route
 * uses the row) is toasted in the server's own words.
 */
export async function deleteLibraryRow(library: ProcessLibrary, id: number): Promise<void> {
  await http.delete(fillPath(PROCESS_LIBRARY_API.row, { library, id }))
}
