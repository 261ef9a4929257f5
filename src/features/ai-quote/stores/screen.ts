import { $locale } from '../../../lib/i18n/index.ts'
import { $isLoggedIn } from '../../../lib/stores/session.ts'
import { forgetConflicts } from './conflicts.ts'
import { forgetLevers } from './levers.ts'
import { cancelRepricing } from './reprice.ts'
import { $conversation, openRecord, reloadMessages, startConversation } from './conversation.ts'
import { $parts, loadPart } from './parts.ts'
import { setSelected } from './selection.ts'
import { clearQueue } from './upload.ts'

/** The start button: a fresh conversation with nothing queued, ticked or re-pricing. */
export function newQuote(): void {
  clearQueue()
  cancelRepricing()
  forgetLevers()
  forgetConflicts()
  setSelected([])
  startConversation()
}

/** Shows a chat record (`?id=` or `record-id`); the upload queue is kept, it belongs to no record yet. */
export async function showRecord(id: number): Promise<void> {
  cancelRepricing()
  forgetLevers()
  forgetConflicts()
  setSelected([])
  // The record already on screen is read again in place: its parts may have been priced elsewhere
  // meanwhile (a pricing engineer's process card), and a screen shown again must not show old prices.
  const current = $conversation.get()
  if (current.recordId === id && current.status === 'ready') return refreshRecord()
  await openRecord(id)
}

/** The open record's messages and parts read again, keeping what is shown until they arrive. */
function refreshRecord(): Promise<void> {
  return Promise.all([reloadMessages(), ...Object.keys($parts.get()).map((id) => loadPart(Number(id)))]).then(
    () => undefined,
  )
}

/** Empties the screen whenever the session ends; returns the unsubscribe function. */
export function watchSession(): () => void {
  return $isLoggedIn.listen((loggedIn) => {
    if (!loggedIn) newQuote()
  })
}

/**
 * Reloads what the server words for the reader (review flags, advisories, breakdown titles, the
 * assistant's messages) when the language changes, so no screen mixes two; returns the unsubscribe.
 */
export function watchLocale(): () => void {
  return $locale.listen(() => {
    void refreshRecord()
  })
}

// The next user must never see the previous user's quote, whichever element is on the page.
watchSession()
watchLocale()
