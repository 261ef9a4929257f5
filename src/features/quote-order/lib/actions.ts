import {
  QUOTE_ORDER_MOVES,
  QUOTE_ORDER_MOVE_ACTIONS,
  isOpenStatus,
  type QuoteOrderAction,
  type QuoteOrderMoveAction,
} from '../../../../contract/quote-order-states.ts'
import { QUOTE_ORDER_STATUS_TONE } from './status-tone.ts'

// Which buttons a screen shows comes from the server's `actions` (the move table applied to the
// caller); how a button behaves comes from the same table here, never from a list per screen.

/**
 * A move that closes the order without a deal (cancel, reject): its target is final and not a
 * good ending. These ask first and take an optional reason for the timeline.
 */
export function isDestructive(action: QuoteOrderMoveAction): boolean {
  const to = QUOTE_ORDER_MOVES[action].to
  return !isOpenStatus(to) && QUOTE_ORDER_STATUS_TONE[to] !== 'success'
}

/**
 * A move by which the customer commits to the price (accept, order): its target is a good ending.
 * These ask first, showing what the buyer agrees to: the amount with tax and the delivery.
 */
export function isCommitment(action: QuoteOrderMoveAction): boolean {
  const move = QUOTE_ORDER_MOVES[action]
  return move.by === 'owner' && QUOTE_ORDER_STATUS_TONE[move.to] === 'success'
}

/** The moves among the caller's actions, in the table's order, destructive ones last. */
export function movesOf(actions: readonly QuoteOrderAction[]): QuoteOrderMoveAction[] {
  const moves = QUOTE_ORDER_MOVE_ACTIONS.filter((a) => actions.includes(a))
  return [...moves.filter((a) => !isDestructive(a)), ...moves.filter(isDestructive)]
}
