import { map } from 'nanostores'
import { repricePart } from '../api/reprice-part.ts'
import type { RepriceInput } from '../api/types.ts'
import { putPart } from './parts.ts'

/** Wait after the last edit before asking for a price, in ms. */
export const REPRICE_DEBOUNCE = 400

/**
 * Re-pricing state of one part: waiting for more edits, asking, or failed with the message. While
 * it waits or asks, `tier` is the delivery tier asked for, so the tier picker shows the buyer's
 * choice until the new price arrives.
 */
export type RepriceStatus =
  { status: 'pending'; tier?: string } | { status: 'saving'; tier?: string } | { status: 'error'; message: string }

/** The tier a re-price under way asks for, when it asks for one. */
const askedTier = (changes: RepriceInput) => (changes.tier ? { tier: changes.tier } : {})

/** Re-pricing of every part that has one under way (absent = idle). */
export const $repricing = map<Record<string, RepriceStatus | undefined>>({})

interface Pending {
  changes: RepriceInput
  timer: ReturnType<typeof setTimeout> | undefined
  controller: AbortController | undefined
}
const pending = new Map<number, Pending>()

function entry(partId: number): Pending {
  let p = pending.get(partId)
  if (!p) pending.set(partId, (p = { changes: {}, timer: undefined, controller: undefined }))
  return p
}

async function flush(partId: number): Promise<void> {
  const p = entry(partId)
  const changes = p.changes
  p.changes = {}
  p.timer = undefined
  // A newer edit wins: the answer to the older one would show a stale price.
  p.controller?.abort()
  const controller = new AbortController()
  p.controller = controller
  $repricing.setKey(String(partId), { status: 'saving', ...askedTier(changes) })
  try {
    const part = await repricePart(partId, changes, controller.signal)
    if (controller.signal.aborted) return
    putPart(part)
    $repricing.setKey(String(partId), undefined)
  } catch (error) {
    if (controller.signal.aborted) return
    $repricing.setKey(String(partId), {
      status: 'error',
      message: error instanceof Error ? error.message : String(error),
    })
  } finally {
    if (p.controller === controller) p.controller = undefined
  }
}

/**
 * Changes attributes of a part and prices it again shortly after the last edit; edits in between
 * are merged into one request, and a request still running is cancelled by the next one.
 */
export function editPart(partId: number, changes: RepriceInput): void {
  const p = entry(partId)
  p.changes = { ...p.changes, ...changes }
  if (p.timer) clearTimeout(p.timer)
  p.timer = setTimeout(() => void flush(partId), REPRICE_DEBOUNCE)
  $repricing.setKey(String(partId), { status: 'pending', ...askedTier(p.changes) })
}

/** Drops every waiting and running re-price (a new conversation, a test). */
export function cancelRepricing(): void {
  for (const p of pending.values()) {
    if (p.timer) clearTimeout(p.timer)
    p.controller?.abort()
  }
  pending.clear()
  $repricing.set({})
}
