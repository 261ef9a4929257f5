import { map } from 'nanostores'
import { getPart } from '../api/get-part.ts'
import type { Part } from '../api/types.ts'

/** One part card's data: loading, ready, or failed to load (the card offers a retry). */
export type PartEntry =
  | { status: 'loading'; part?: Part }
  | { status: 'ready'; part: Part }
  | { status: 'error'; part?: Part; message: string }

/** The parts of the open conversation, by part id, in upload order. */
export const $parts = map<Record<string, PartEntry>>({})

/** Replaces a part with a newer answer (GET, re-price or a command). */
export function putPart(part: Part): void {
  $parts.setKey(String(part.partId), { status: 'ready', part })
}

/** Loads (or reloads) one part. */
export async function loadPart(partId: number): Promise<void> {
  const key = String(partId)
  const current = $parts.get()[key]
  $parts.setKey(key, current?.part ? { status: 'loading', part: current.part } : { status: 'loading' })
  try {
    putPart(await getPart(partId))
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    $parts.setKey(key, current?.part ? { status: 'error', part: current.part, message } : { status: 'error', message })
  }
}

/** Forgets every part (a new conversation). */
export function clearParts(): void {
  $parts.set({})
}
