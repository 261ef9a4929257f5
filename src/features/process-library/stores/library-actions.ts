import { showToast } from '../../../lib/api/toast.ts'
import type { ProcessLibrary } from '../../../../contract/process-library.ts'
import { t } from '../../../lib/i18n/index.ts'
import { createLibraryRow } from '../api/create-library-row.ts'
import { deleteLibraryRow } from '../api/delete-library-row.ts'
import { editLibraryRow } from '../api/edit-library-row.ts'
import { setLibraryStatus } from '../api/set-library-status.ts'
import { libraryList } from './library-list.ts'
import { runDone, trySave, type SaveResult } from '../../../lib/stores/run-action.ts'
import '../messages.ts'

/** Adds a row (id null) or changes one, then reloads the page so paging and search stay the server's. */
export const saveLibraryRow = (
  library: ProcessLibrary,
  id: number | null,
  body: Record<string, unknown>,
): Promise<SaveResult> =>
  trySave(
    () => (id === null ? createLibraryRow(library, body) : editLibraryRow(library, id, body)),
    () => {
      showToast('success', t(id === null ? 'processLibrary.added' : 'processLibrary.saved'))
      return libraryList(library).reload()
    },
  )

/**
 * Enables or disables a row; answers whether the server took it. A refusal is toasted by the
 * client and the reload puts the switch back where the server has it.
 */
export async function setLibraryEnabled(library: ProcessLibrary, id: number, enabled: boolean): Promise<boolean> {
  let done = true
  try {
    await setLibraryStatus(library, id, enabled)
    showToast('success', t(enabled ? 'processLibrary.enabledDone' : 'processLibrary.disabledDone'))
  } catch {
    done = false
  }
  await libraryList(library).reload()
  return done
}

/** Deletes a row, one page back when it was the last of a later page; a refusal keeps the dialog open. */
export const removeLibraryRow = (library: ProcessLibrary, id: number): Promise<boolean> =>
  runDone(
    () => deleteLibraryRow(library, id),
    'processLibrary.deleted',
    () => libraryList(library).afterDelete(1),
  )
