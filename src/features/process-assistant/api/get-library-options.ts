import { http } from '../../../lib/api/client.ts'
import { PROCESS_LIBRARY_API, type LibraryPickerOptions } from '../../../../contract/process-library.ts'

/** GET /api/process-library/options: the enabled crafts, equipment and tools, for the pickers. */
export async function getLibraryOptions(): Promise<LibraryPickerOptions> {
  const { data } = await http.get<LibraryPickerOptions>(PROCESS_LIBRARY_API.options, { silent: true })
  return data
}
