import { atom } from 'nanostores'

/** The one write running on the route; the others wait for it (each makes or reads a version). */
export type Busy = 'save' | 'command' | 'replan' | 'cancel' | 'dispatch' | 'download' | 'downloadPdf' | 'sign' | null

/** What is running now. */
export const $busy = atom<Busy>(null)
/** Why the last write failed, in the server's words; cleared by the next one. */
export const $actionError = atom<string | null>(null)
/** Which write that was, so its error is shown beside its own button (null: above the record). */
export const $failedAction = atom<Busy>(null)

/**
 * Runs one write with the busy flag and the error message handled; answers its result, or null
 * when another write is running or it failed.
 */
export async function runBusy<T>(kind: Exclude<Busy, null>, work: () => Promise<T>): Promise<T | null> {
  if ($busy.get() !== null) return null
  $busy.set(kind)
  $actionError.set(null)
  $failedAction.set(null)
  try {
    return await work()
  } catch (error) {
    $actionError.set(error instanceof Error ? error.message : String(error))
    $failedAction.set(kind)
    return null
  } finally {
    $busy.set(null)
  }
}
