import { http } from '../../../lib/api/client.ts'
import { PROCESS_LIBRARY_API, type LibraryOptions } from '../../../lib/contract/process-library.ts'

/** GET /api/process-library/options: the enabled crafts, equipment and tools, for the pickers. */
export async function getLibraryOptions(): Promise<LibraryOptions> {
  const { data } = await http.get<LibraryOptions>(PROCESS_LIBRARY_API.options, { silent: true })
  return data
}
