import { onNotify } from 'nanostores'
import { $session } from '../../../lib/stores/session.ts'

// Screens of one user's orders forget them when the user changes, as the paged lists do.
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
