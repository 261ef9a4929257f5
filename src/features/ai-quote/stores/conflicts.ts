import { map } from 'nanostores'
import { repricePart } from '../api/reprice-part.ts'
import type { ConflictSide, ModelConflict, Part } from '../api/types.ts'
import { putPart } from './parts.ts'

/** A side being taken on one conflict, or the message of the choice that failed. */
export type ConflictStatus = { status: 'choosing'; id: string } | { status: 'error'; message: string }

/** Per part: a choice under way or failed (absent = idle). */
export const $conflictStatus = map<Record<string, ConflictStatus | undefined>>({})
/** Per part: the conflict whose evidence is shown side by side (absent = none). */
export const $openConflict = map<Record<string, string | undefined>>({})

/** Shows a conflict's evidence on both documents; the same conflict again hides it. */
export function toggleEvidence(partId: number, id: string): void {
  const key = String(partId)
  $openConflict.setKey(key, $openConflict.get()[key] === id ? undefined : id)
}

/**
 * Takes one side of a conflict as the buyer's own change (source "you"): the part is priced again
 * with that side's attributes and the choice recorded; resolves whether the price came back.
 */
export async function chooseSide(part: Part, conflict: ModelConflict, side: ConflictSide): Promise<boolean> {
  const key = String(part.partId)
  $conflictStatus.setKey(key, { status: 'choosing', id: conflict.id })
  try {
    putPart(await repricePart(part.partId, conflict.choices[side]))
    $conflictStatus.setKey(key, undefined)
    return true
  } catch (error) {
    $conflictStatus.setKey(key, { status: 'error', message: error instanceof Error ? error.message : String(error) })
    return false
  }
}

/**
 * One body taking the same side on every conflict still open: each conflict's own body laid on the
 * others', their recorded choices joined, so one re-price settles them all.
 */
export function sideOnAll(
  conflicts: readonly ModelConflict[],
  side: ConflictSide,
): ModelConflict['choices'][ConflictSide] {
  let body: ModelConflict['choices'][ConflictSide] = {}
  for (const c of conflicts) {
    if (c.resolution !== null) continue
    const own = c.choices[side]
    body = { ...body, ...own, conflictChoices: { ...body.conflictChoices, ...own.conflictChoices } }
  }
  return body
}

/** 全部以图纸为准: the drawing rules every conflict still open, in one re-price. */
export async function drawingRulesAll(part: Part): Promise<boolean> {
  const key = String(part.partId)
  $conflictStatus.setKey(key, { status: 'choosing', id: ALL })
  try {
    putPart(await repricePart(part.partId, sideOnAll(part.quote?.conflicts ?? [], 'drawing')))
    $conflictStatus.setKey(key, undefined)
    return true
  } catch (error) {
    $conflictStatus.setKey(key, { status: 'error', message: error instanceof Error ? error.message : String(error) })
    return false
  }
}

/** The id a choice on every open conflict goes by while it runs. */
export const ALL = '*'

/** Forgets every open conflict and failed choice (a new conversation, a test). */
export function forgetConflicts(): void {
  $conflictStatus.set({})
  $openConflict.set({})
}
