import { atom } from 'nanostores'
import { dispatchRoute } from '../api/dispatch-route.ts'
import { runBusy } from './busy.ts'
import { clearDraft } from './draft.ts'
import { $record, reloadRecord } from './record.ts'

/** The dispatch number being typed. */
export const $dispatchId = atom('')

/**
 * 下发: records the dispatch number on the latest version, which becomes read-only. A refusal (an
 * error in the route, nothing planned) stays on screen in the server's words.
 */
export async function dispatchLatest(): Promise<boolean> {
  const record = $record.get()
  const dispatchId = $dispatchId.get().trim()
  if (record.status !== 'ready' || dispatchId === '') return false
  const done = await runBusy('dispatch', () => dispatchRoute(record.id, dispatchId))
  if (!done) return false
  $dispatchId.set('')
  clearDraft()
  await reloadRecord()
  return true
}
