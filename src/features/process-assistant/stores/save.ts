import { isApiError } from '../../../lib/api/errors.ts'
import { t } from '../../../lib/i18n/index.ts'
import { saveRoute } from '../api/save-route.ts'
import { editsOf } from '../lib/route-edit.ts'
import { $actionError, runBusy } from './busy.ts'
import { $draft, editRoute } from './draft.ts'
import { reloadRecord } from './record.ts'

/**
 * Saves the edited route as a new version. When someone saved another version meanwhile (409) the
 * edit cannot apply: the user is told and the newest version is loaded in its place.
 */
export async function saveDraft(): Promise<boolean> {
  const draft = $draft.get()
  if (!draft || draft.operations.length === 0) return false
  let stale = false
  const route = await runBusy('save', async () => {
    try {
      return await saveRoute(draft.recordId, { baseVersion: draft.baseVersion, operations: editsOf(draft.operations) })
    } catch (error) {
      stale = isApiError(error) && (error.status === 409 || error.code === 409)
      throw error
    }
  })
  if (stale) {
    $actionError.set(t('processAssistant.card.stale'))
    $draft.set(null)
    await reloadRecord()
    return false
  }
  if (!route) return false
  editRoute(draft.recordId, route)
  await reloadRecord()
  return true
}
