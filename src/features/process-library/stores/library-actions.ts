import { showToast } from '../../../lib/api/toast.ts'
import type { ProcessLibrary } from '../../../../contract/process-library.ts'
import { t } from '../../../lib/i18n/index.ts'
import { createLibraryRow } from '../api/create-library-row.ts'
import { deleteLibraryRow } from '../api/delete-library-row.ts'
import { editLibraryRow } from '../api/edit-library-row.ts'
import { setLibraryStatus } from '../api/set-library-status.ts'
import { libraryList } from './library-list.ts'
import '../messages.ts'

/** The outcome of a save: done, or the server's message (the dialog shows it and keeps what was typed). */
export type SaveResult = { ok: true } | { ok: false; message: string }

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Adds a row (id null) or changes one, then reloads the page so paging and search stay the server's. */
export async function saveLibraryRow(
  library: ProcessLibrary,
  id: number | null,
  body: Record<string, unknown>,
): Promise<SaveResult> {
  try {
    if (id === null) await createLibraryRow(library, body)
    else await editLibraryRow(library, id, body)
  } catch (error) {
    return { ok: false, message: messageOf(error) }
  }
  showToast('success', t(id === null ? 'processLibrary.added' : 'processLibrary.saved'))
  await libraryList(library).reload()
  return { ok: true }
}

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
export async function removeLibraryRow(library: ProcessLibrary, id: number): Promise<boolean> {
  try {
    await deleteLibraryRow(library, id)
  } catch {
    return false
  }
  showToast('success', t('processLibrary.deleted'))
  await libraryList(library).afterDelete(1)
  return true
}
