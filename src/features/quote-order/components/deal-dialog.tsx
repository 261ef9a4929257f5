import { useState } from 'react'
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js'
import { DialogActions } from '../../../lib/dialog-actions.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { QuoteOrderMoveAction } from '../api/types.ts'
import type { DealTerms } from '../lib/deal-terms.ts'
import { formatAmount } from '../lib/format.ts'

/** Props of DealDialog. */
export interface DealDialogProps {
  action: QuoteOrderMoveAction
  terms: DealTerms
  /** Makes the move; resolves whether it worked (the dialog stays open otherwise). */
  onConfirm: () => Promise<boolean>
  onClose: () => void
}

/** Asks before the customer commits to a price (accept, order), showing the amount with tax and the delivery. */
export function DealDialog({ action, terms, onConfirm, onClose }: DealDialogProps) {
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
      label={t(`quoteOrder.action.${action}`)}
      open
      onsl-after-hide={(e: CustomEvent) => e.target === e.currentTarget && onClose()}
      data-testid="qo-deal-dialog"
    >
      <p>{t(`quoteOrder.confirm.${action}`, { number: terms.number })}</p>
      <dl className="qe-qo-attributes">
        <div>
          <dt className="qe-muted">{t('quoteOrder.deal.amount')}</dt>
          <dd data-testid="qo-deal-amount">{formatAmount(terms.totalWithTax, terms.currency)}</dd>
        </div>
        <div>
          <dt className="qe-muted">{t('quoteOrder.deal.delivery')}</dt>
          <dd data-testid="qo-deal-delivery">
            {terms.leadDays === null ? '—' : t('quoteOrder.line.days', { days: terms.leadDays })}
          </dd>
        </div>
      </dl>
      <DialogActions
        onCancel={onClose}
        onConfirm={() => void confirm()}
        busy={busy}
        testId="qo-deal-confirm"
        confirmLabel={t(`quoteOrder.action.${action}`)}
      />
    </sl-dialog>
  )
}
