import { map } from 'nanostores'
import { repricePart } from '../api/reprice-part.ts'
import type { Lever, Part, RepriceInput } from '../api/types.ts'
import { undoChanges } from '../lib/levers.ts'
import { putPart } from './parts.ts'

/** A cost lever being applied or undone, or the message of the one that failed. */
export type LeverStatus = { status: 'applying' | 'undoing' } | { status: 'error'; message: string }

/** The lever each part's buyer applied last, and what undoing it sets back. */
export interface AppliedLever {
  lever: Lever
  undo: RepriceInput
}

/** Per part: a lever under way or failed (absent = idle). */
export const $leverStatus = map<Record<string, LeverStatus | undefined>>({})
/** Per part: the last lever applied, until it is undone. */
export const $appliedLever = map<Record<string, AppliedLever | undefined>>({})

async function reprice(partId: number, changes: RepriceInput, status: 'applying' | 'undoing'): Promise<boolean> {
  const key = String(partId)
  $leverStatus.setKey(key, { status })
  try {
    putPart(await repricePart(partId, changes))
    $leverStatus.setKey(key, undefined)
    return true
  } catch (error) {
    $leverStatus.setKey(key, { status: 'error', message: error instanceof Error ? error.message : String(error) })
    return false
  }
}

/** Applies a lever as the buyer's own change (source "you"); resolves whether the price came back. */
export async function applyLever(part: Part, lever: Lever): Promise<boolean> {
  const undo = undoChanges(part, lever)
  const done = await reprice(part.partId, lever.changes, 'applying')
  if (done) $appliedLever.setKey(String(part.partId), { lever, undo })
  return done
}

/** Sets back what the last applied lever changed, and prices the part again. */
export async function undoLever(partId: number): Promise<boolean> {
  const applied = $appliedLever.get()[String(partId)]
  if (!applied) return false
  const done = await reprice(partId, applied.undo, 'undoing')
  if (done) $appliedLever.setKey(String(partId), undefined)
  return done
}

/** Forgets every applied lever (a new conversation, a test). */
export function forgetLevers(): void {
  $leverStatus.set({})
  $appliedLever.set({})
}
