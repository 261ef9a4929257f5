import { atom } from 'nanostores'
import { isApiError } from '../api/errors.ts'

/** Why a whole screen could not load: the server refused it (403) or failed (5xx). */
export type ScreenFailureKind = 'forbidden' | 'serverError'

/** The last screen-load failure a feature reported; the app's router turns it into /403 or /500. */
export const $screenFailure = atom<{ kind: ScreenFailureKind; seq: number } | null>(null)

let seq = 0

/**
 * The error page a failed screen load leads to, or null when the screen itself should say what
 * went wrong (a missing record, a bad request, no network: the user can act on it where they are).
 */
function screenFailureKind(error: unknown): ScreenFailureKind | null {
  if (!isApiError(error) || error.kind === 'abort') return null
  const status = error.status ?? Number(error.code)
  if (status === 403) return 'forbidden'
  return status >= 500 && status < 600 ? 'serverError' : null
}

/**
 * Reports that the data a whole screen needs failed to load. Only for a screen's own load: a
 * refused button action stays a toast on the screen the user is working in. Answers whether the
 * failure leads to an error page (the screen may still show its own message, for hosts without
 * the app's router).
 */
export function reportScreenFailure(error: unknown): boolean {
  const kind = screenFailureKind(error)
  if (kind) $screenFailure.set({ kind, seq: ++seq })
  return kind !== null
}
