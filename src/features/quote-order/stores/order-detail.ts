import { map } from 'nanostores'
import { isApiError } from '../../../lib/api/errors.ts'
import { createLatest } from '../../../lib/stores/latest.ts'
import { reportScreenFailure } from '../../../lib/stores/screen-failure.ts'
import { getOrder } from '../api/get-order.ts'
import type { QuoteOrder } from '../api/types.ts'
import type { AdjustDraft } from '../lib/adjust-rules.ts'
import { resetOnSessionChange } from '../../../lib/stores/session-reset.ts'

/** Why an order cannot be shown: not allowed (403), not there or not the caller's (404), or another failure. */
export type DetailFailure = '' | 'forbidden' | 'missing' | 'error'

/** The detail screen: the order as last read, the write in flight, and what the user has typed. */
export interface OrderDetailState {
  id: number | null
  status: 'idle' | 'loading' | 'ready' | 'error'
  failure: DetailFailure
  message: string
  order: QuoteOrder | null
  /** The write in flight ('adjust:12' for a line), '' when none. */
  busy: string
  /** The server's words when a write met a newer version (409); the order was read again. */
  conflict: string
  /** Per line id: the reviewer's unit price and reason, kept until that adjustment succeeds. */
  adjustDrafts: Record<string, AdjustDraft>
  /** The reason typed for a cancel or reject, kept until a move succeeds. */
  moveReason: string
  /** The server's words when a move asked for in a dialog was refused: shown in that dialog. */
  moveRefusal: string
  /** The owner's remarks as typed (null: not edited). */
  remarks: string | null
}

const initial = (): OrderDetailState => ({
  id: null,
  status: 'idle',
  failure: '',
  message: '',
  order: null,
  busy: '',
  conflict: '',
  adjustDrafts: {},
  moveReason: '',
  moveRefusal: '',
  remarks: null,
})

/** The order open on the detail screen. */
export const $orderDetail = map<OrderDetailState>(initial())

const latest = createLatest()

export const patchDetail = (change: Partial<OrderDetailState>) => $orderDetail.set({ ...$orderDetail.get(), ...change })

function failureOf(error: unknown): DetailFailure {
  if (!isApiError(error)) return 'error'
  const status = error.status ?? Number(error.code)
  return status === 403 ? 'forbidden' : status === 404 ? 'missing' : 'error'
}

/**
 * Reads an order. Another id starts afresh; the same id (a reload after a conflict) keeps the
 * order on screen and everything typed.
 */
export async function loadOrder(id: number): Promise<void> {
  const ticket = latest.next()
  const same = $orderDetail.get().id === id
  $orderDetail.set(
    same
      ? { ...$orderDetail.get(), status: $orderDetail.get().order ? 'ready' : 'loading' }
      : { ...initial(), id, status: 'loading' },
  )
  try {
    const order = await getOrder(id)
    if (ticket.current()) patchDetail({ status: 'ready', failure: '', message: '', order })
  } catch (error) {
    if (!ticket.current()) return
    reportScreenFailure(error)
    patchDetail({
      status: 'error',
      failure: failureOf(error),
      message: error instanceof Error ? error.message : String(error),
      order: null,
    })
  }
}

/** Reads the open order again, keeping what was typed. */
export function reloadOrder(): Promise<void> {
  const { id } = $orderDetail.get()
  return id === null ? Promise.resolve() : loadOrder(id)
}

/** Shows an order a write answered with (the server answers the whole order). */
export function showOrder(order: QuoteOrder): void {
  latest.invalidate()
  patchDetail({ id: order.id, status: 'ready', failure: '', message: '', order, conflict: '' })
}

/** Forgets the open order and the drafts. */
export function resetOrderDetail(): void {
  latest.invalidate()
  $orderDetail.set(initial())
}

resetOnSessionChange(resetOrderDetail)
