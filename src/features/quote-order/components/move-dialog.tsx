import { REASON_MAX } from '../../../../contract/quote-order-states.ts'
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { QuoteOrderMoveAction } from '../api/types.ts'

/** Props of MoveDialog. */
export interface MoveDialogProps {
  action: QuoteOrderMoveAction
  number: string
  /** The reason as typed (kept by the caller, so a failed try loses nothing). */
  reason: string
  onReason: (reason: string) => void
  /** Makes the move; resolves whether it worked (the dialog stays open otherwise). */
  onConfirm: () => Promise<boolean>
  onClose: () => void
}

/** Asks before a move that closes an order without a deal (cancel, reject), with a reason for the timeline. */
export function MoveDialog({ action, number, reason, onReason, onConfirm, onClose }: MoveDialogProps) {
  const t = useT()
  return (
    <ConfirmDialog
      message={t(`quoteOrder.confirm.${action}`, { number })}
      confirmLabel={t(`quoteOrder.action.${action}`)}
      onConfirm={onConfirm}
      onClose={onClose}
      testId="qo-move"
    >
      <label className="qe-qo-field">
        <span>{t('quoteOrder.confirm.reason')}</span>
        <textarea
          className="qe-native-input"
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(e) => onReason(e.target.value)}
          data-testid="qo-move-reason"
        />
      </label>
    </ConfirmDialog>
  )
}
