import { $isLoggedIn } from '../../../lib/stores/session.ts'
import { $locale } from '../../../lib/i18n/index.ts'
import { $actionError } from './busy.ts'
import { $draft, clearDraft, editRoute } from './draft.ts'
import { $record, closeRecord, openRecord, reloadRecord } from './record.ts'
import { clearPart } from './upload.ts'
import { closeVersion } from './version-view.ts'

/** "New part": an empty form and no record on screen. */
export function newProcess(): void {
  clearPart()
  clearDraft()
  closeVersion()
  $actionError.set(null)
  closeRecord()
}

/** Shows a process record (`?id=`, `record-id`, the history list). */
export async function showProcessRecord(id: number): Promise<void> {
  const current = $record.get()
  if ((current.status === 'loading' || current.status === 'ready') && current.id === id) return
  clearDraft()
  closeVersion()
  $actionError.set(null)
  await openRecord(id)
}

// A new latest version (loaded, saved, commanded, re-planned) becomes the card being edited, unless
// the user is editing that same version; a dispatched one is shown but not editable.
$record.listen((record) => {
  const draft = $draft.get()
  if (record.status !== 'ready' || !record.detail.route || record.detail.route.dispatchId !== null) {
    if (draft && (record.status !== 'loading' || draft.recordId !== record.id)) clearDraft()
    return
  }
  const route = record.detail.route
  if (!draft || draft.recordId !== record.id || draft.baseVersion !== route.version) editRoute(record.id, route)
})

// The next user never sees the previous user's route; the server words the route in the reader's
// language, so a language switch reloads it (edits in progress stay).
$isLoggedIn.listen((loggedIn) => {
  if (!loggedIn) newProcess()
})
$locale.listen(() => void reloadRecord())
