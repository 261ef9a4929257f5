import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { setUnauthorizedHandler } from '../../lib/api/client.ts'
import { resetSession } from '../../lib/stores/session.ts'
import { delAllViews } from '../stores/tags.ts'
import { paths } from '../../lib/paths.ts'

/**
 * Ends the session in the frame: the session store forgets the token, user info and
 * role routes (so the route table falls back to the constant routes), non-pinned tabs close.
 */
export function resetFrame(): void {
  resetSession()
  delAllViews(true)
}

/**
 * The frame's logout: reset, then replace the history entry with /login. Also installed as the
 * client's 401 handler while the element lives; the guard then offers the page back after login.
 */
export function useSessionReset(): () => void {
  const [, navigate] = useLocation()
  useEffect(() => {
    setUnauthorizedHandler(resetFrame)
    return () => setUnauthorizedHandler()
  }, [])
  return () => {
    resetFrame()
    navigate(paths.login, { replace: true })
  }
}
