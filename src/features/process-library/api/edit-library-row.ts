import { http } from '../../../lib/api/client.ts'
import { PROCESS_LIBRARY_API, type ProcessLibrary } from '../../../../contract/process-library.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** PUT /api/process-library/{library}/{id}: changes the given fields (never the code). Silent: the dialog shows the refusal. */
export async function editLibraryRow(
  library: ProcessLibrary,
  id: number,
  body: Record<string, unknown>,
): Promise<void> {
  await http.put(fillPath(PROCESS_LIBRARY_API.row, { library, id }), body, { silent: true })
}
