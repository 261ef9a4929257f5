import { useState } from 'react'
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js'
import { REASON_MAX } from '../../../lib/contract/quote-order-states.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { QuoteOrderMoveAction } from '../api/types.ts'
import { DialogActions } from '../../../lib/dialog-actions.tsx'

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
  const [busy, setBusy] = useState(false)
  async function confirm() {
    setBusy(true)
    try {
      if (await onConfirm()) onClose()
    } finally {
      setBusy(false)
    }
  }
  return (
    <sl-dialog
      label={t('common.reminder')}
      open
      onsl-after-hide={(e: CustomEvent) => e.target === e.currentTarget && onClose()}
      data-testid="qo-move-dialog"
    >
      <p>{t(`quoteOrder.confirm.${action}`, { number })}</p>
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
      <DialogActions
        onCancel={onClose}
        onConfirm={() => void confirm()}
        variant="danger"
        busy={busy}
        testId="qo-move-confirm"
        confirmLabel={t(`quoteOrder.action.${action}`)}
      />
    </sl-dialog>
  )
}
