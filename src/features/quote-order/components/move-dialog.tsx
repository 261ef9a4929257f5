import { REASON_MAX } from '../../../../contract/quote-order-states.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { OpinionDialog } from '../../../lib/opinion-dialog.tsx'
import type { QuoteOrderMoveAction } from '../api/types.ts'

/** Props of MoveDialog. */
export interface MoveDialogProps {
  action: QuoteOrderMoveAction
  number: string
  /** The reason as typed (kept by the caller, so a failed try loses nothing). */
  reason: string
  onReason: (reason: string) => void
  /** The server's words when the last try was refused ('' when none). */
  refusal: string
  /** Makes the move; resolves whether it worked (the dialog stays open otherwise). */
  onConfirm: () => Promise<boolean>
  onClose: () => void
}

/**
 * Asks before a move that closes an order without a deal (cancel, reject), with an optional reason
 * for the timeline. A refusal is said in the dialog, in the server's words, and the dialog stays
 * open with the reason typed.
 */
export function MoveDialog({ action, number, reason, onReason, refusal, onConfirm, onClose }: MoveDialogProps) {
  const t = useT()
  return (
    <OpinionDialog
      message={t(`quoteOrder.confirm.${action}`, { number })}
      confirmLabel={t(`quoteOrder.action.${action}`)}
      onConfirm={onConfirm}
      onClose={onClose}
      refusal={refusal}
      testId="qo-move"
      field={{
        label: t('quoteOrder.confirm.reason'),
        value: reason,
        onChange: onReason,
        maxLength: REASON_MAX,
        rows: 3,
        className: 'qe-qo-field',
        testId: 'qo-move-reason',
      }}
    />
  )
}
