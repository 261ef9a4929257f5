import { isApiError } from '../../../lib/api/errors.ts'
import { showToast } from '../../../lib/api/toast.ts'
import { type MessageKey, t } from '../../../lib/i18n/index.ts'
import { adjustLine } from '../api/adjust-line.ts'
import { clearLineFlags } from '../api/clear-line-flags.ts'
import { moveOrder } from '../api/move-order.ts'
import { requoteOrder } from '../api/requote-order.ts'
import { saveRemarks } from '../api/save-remarks.ts'
import type { QuoteOrder, QuoteOrderMoveAction } from '../api/types.ts'
import { isDestructive } from '../lib/actions.ts'
import { checkAdjust, cleanAdjust, type AdjustDraft } from '../lib/adjust-rules.ts'
import { $orderDetail, patchDetail, reloadOrder, showOrder } from './order-detail.ts'
import '../messages.ts'

const isConflict = (error: unknown) => isApiError(error) && (error.status === 409 || Number(error.code) === 409)

/**
 * One write based on the version on screen. Success shows the order the server answers. A 409
 * (someone wrote first, or the status moved on) shows the server's words and reads the order
 * again, keeping every draft; other failures toast the server's words, or hand them to `refused`
 * (a dialog that says them where the user is looking).
 */
export async function write(
  busy: string,
  send: (order: QuoteOrder) => Promise<QuoteOrder>,
  /** The success toast's key; none when the write is one step of a bigger one. */
  done: MessageKey | null,
  refused?: (message: string) => void,
): Promise<QuoteOrder | null> {
  const { order, busy: running } = $orderDetail.get()
  if (!order || running) return null
  patchDetail({ busy })
  try {
    const next = await send(order)
    showOrder(next)
    if (done) showToast('success', t(done))
    return next
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    refused?.(message)
    if (isConflict(error)) {
      patchDetail({ conflict: message })
      await reloadOrder()
    } else if (!refused) {
      showToast('danger', message)
    }
    return null
  } finally {
    patchDetail({ busy: '' })
  }
}

/** Keeps what the reviewer typed for a line. */
export function setAdjustDraft(lineId: number, change: Partial<AdjustDraft>): void {
  const drafts = $orderDetail.get().adjustDrafts
  const now = drafts[lineId] ?? { unitPrice: '', reason: '' }
  patchDetail({ adjustDrafts: { ...drafts, [lineId]: { ...now, ...change } } })
}

/** Keeps the reason typed for a cancel or reject. */
export const setMoveReason = (reason: string) => patchDetail({ moveReason: reason })

/** Forgets a refused move's words, as its dialog closes. */
export const clearMoveRefusal = () => patchDetail({ moveRefusal: '' })

/** Keeps the remarks as typed. */
export const setRemarksDraft = (remarks: string | null) => patchDetail({ remarks })

/** Remarks typed on a draft and not saved yet (null when none). */
function unsavedRemarks(): string | null {
  const { order, remarks } = $orderDetail.get()
  if (!order || remarks === null || !order.actions.includes('remarks')) return null
  return remarks.trim() === order.remarks ? null : remarks.trim()
}

/**
 * A life-cycle move; cancel and reject send the typed reason for the timeline. A move that takes
 * the draft on (submit) saves the remarks typed before it first: what the user typed goes along.
 * A move confirmed in a dialog (`inDialog`) keeps a refusal for that dialog instead of a toast.
 */
export async function runMove(action: QuoteOrderMoveAction, inDialog = false): Promise<boolean> {
  const refused = inDialog ? (message: string) => patchDetail({ moveRefusal: message }) : undefined
  if (inDialog) clearMoveRefusal()
  const remarks = isDestructive(action) ? null : unsavedRemarks()
  if (remarks !== null) {
    const saved = await write('remarks', (o) => saveRemarks(o.id, o.version, remarks), null, refused)
    if (!saved) return false
    patchDetail({ remarks: null })
  }
  const reason = isDestructive(action) ? $orderDetail.get().moveReason.trim() : ''
  const next = await write(
    action,
    (o) => moveOrder(o.id, action, o.version, reason || undefined),
    `quoteOrder.moved.${action}`,
    refused,
  )
  if (next) patchDetail({ moveReason: '' })
  return next !== null
}

/** Review: sends the line's typed unit price and reason; a draft that fails the rules is not sent. */
export async function adjustOrderLine(lineId: number): Promise<boolean> {
  const draft = $orderDetail.get().adjustDrafts[lineId] ?? { unitPrice: '', reason: '' }
  if (Object.keys(checkAdjust(draft)).length > 0) return false
  const { unitPrice, reason } = cleanAdjust(draft)
  const next = await write(
    `adjust:${lineId}`,
    (o) => adjustLine(o.id, lineId, o.version, unitPrice, reason),
    'quoteOrder.review.adjusted',
  )
  if (!next) return false
  const { [lineId]: _sent, ...rest } = $orderDetail.get().adjustDrafts
  patchDetail({ adjustDrafts: rest })
  return true
}

/** Review: marks every flag of a line handled. */
export async function clearOrderLineFlags(lineId: number): Promise<boolean> {
  return (
    (await write(
      `flags:${lineId}`,
      (o) => clearLineFlags(o.id, lineId, o.version),
      'quoteOrder.review.flagsCleared',
    )) !== null
  )
}

/** The owner saves a draft's remarks as typed. */
export async function saveOrderRemarks(): Promise<boolean> {
  const { remarks } = $orderDetail.get()
  if (remarks === null) return false
  const next = await write('remarks', (o) => saveRemarks(o.id, o.version, remarks.trim()), 'quoteOrder.remarks.saved')
  if (next) patchDetail({ remarks: null })
  return next !== null
}

/** A new draft of the same parts priced with the current configuration; answers its id (the screen opens it). */
export async function requoteOpenOrder(): Promise<number | null> {
  const { order, busy } = $orderDetail.get()
  if (!order || busy) return null
  patchDetail({ busy: 'requote' })
  try {
    const next = await requoteOrder(order.id)
    showToast('success', t('quoteOrder.created', { number: next.number }))
    return next.id
  } catch (error) {
    showToast('danger', error instanceof Error ? error.message : String(error))
    return null
  } finally {
    patchDetail({ busy: '' })
  }
}
