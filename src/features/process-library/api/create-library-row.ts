import { http } from '../../../lib/api/client.ts'
import { PROCESS_LIBRARY_API, type ProcessLibrary } from '../../../../contract/process-library.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** POST /api/process-library/{library}: adds a row. Silent: the dialog shows the refusal (a duplicate code). */
export async function createLibraryRow(library: ProcessLibrary, body: Record<string, unknown>): Promise<void> {
  await http.post(fillPath(PROCESS_LIBRARY_API.list, { library }), body, { silent: true })
}
