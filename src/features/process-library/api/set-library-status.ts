import { http } from '../../../lib/api/client.ts'
import { PROCESS_LIBRARY_API, type ProcessLibrary } from '../../../../contract/process-library.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** PUT /api/process-library/{library}/{id}/status: enables or disables a row (the planner reads only enabled ones). */
export async function setLibraryStatus(library: ProcessLibrary, id: number, enabled: boolean): Promise<void> {
  await http.put(fillPath(PROCESS_LIBRARY_API.status, { library, id }), { enabled })
}
