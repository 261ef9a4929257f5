import { onNotify } from 'nanostores'
import { $session } from './session.ts'

// Stores of one user's data (paged lists, chat history, quote orders) forget it when the user
// changes, so the next user never sees it. One watcher for all: the token is compared once.
const resets = new Set<() => void>()
let lastToken = $session.get().token
// onNotify, not listen: store cleanup (tests, last unmount) must not detach this.
onNotify($session, () => {
  const token = $session.value?.token ?? ''
  if (token !== lastToken) for (const reset of resets) reset()
  lastToken = token
})

/** Runs `reset` whenever the session's user changes (log out, another login). */
export function resetOnSessionChange(reset: () => void): void {
  resets.add(reset)
}
