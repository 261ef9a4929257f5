import { readStored, writeStored } from '../../../lib/storage.ts'

/** How a tour ended; either way it is not shown again. */
export type TourOutcome = 'finished' | 'skipped'

/**
 * The storage name of a tour's completion: the role id first, then the tour id. The
 * tour id, not the route path, because a session reset removes every key that contains the quote
 * screens' paths, and a finished tour must stay finished after logging out.
 */
export function tourStorageName(roleId: string | number, tourId: string): string {
  return `${roleId}:tour:${tourId}`
}

/** Whether this role already finished or skipped the tour. */
export function isTourDone(roleId: string | number, tourId: string): boolean {
  const value = readStored<unknown>(tourStorageName(roleId, tourId))
  return value === 'finished' || value === 'skipped'
}

/** Records that the role finished or skipped the tour. */
export function markTourDone(roleId: string | number, tourId: string, outcome: TourOutcome): void {
  writeStored(tourStorageName(roleId, tourId), outcome)
}
