import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx'
import { formatCalendarDay } from '../../../lib/format/calendar-day.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { QuoteOrderMoveAction } from '../api/types.ts'
import type { DealTerms } from '../lib/deal-terms.ts'
import { formatAmount } from '../lib/format.ts'
import { leadDaysText } from '../lib/lead-facts.ts'

/** Props of DealDialog. */
export interface DealDialogProps {
  action: QuoteOrderMoveAction
  terms: DealTerms
  /** The server's words when the last try was refused ('' when none). */
  refusal: string
  /** Makes the move; resolves whether it worked (the dialog stays open otherwise). */
  onConfirm: () => Promise<boolean>
  onClose: () => void
}

/**
 * Asks before the customer commits to a price (accept, order), showing the amount with tax and the
 * delivery: the working days, and the dates the order ships and arrives when its lines have them.
 * A refusal is said under them, in the server's words, and the dialog stays open: after a newer
 * version was read, the terms shown are the new ones.
 */
export function DealDialog({ action, terms, refusal, onConfirm, onClose }: DealDialogProps) {
  const t = useT()
  return (
    <ConfirmDialog
      title={t(`quoteOrder.action.${action}`)}
      message={t(`quoteOrder.confirm.${action}`, { number: terms.number })}
      confirmLabel={t(`quoteOrder.action.${action}`)}
      variant="primary"
      onConfirm={onConfirm}
      onClose={onClose}
      testId="qo-deal"
    >
      <dl className="qe-qo-attributes">
        <div>
          <dt className="qe-muted">{t('quoteOrder.deal.amount')}</dt>
          <dd data-testid="qo-deal-amount">{formatAmount(terms.totalWithTax, terms.currency)}</dd>
        </div>
        <div>
          <dt className="qe-muted">{t('quoteOrder.deal.delivery')}</dt>
          <dd data-testid="qo-deal-delivery">
            {terms.leadDays === null ? '—' : leadDaysText(terms.leadDays, terms.workdays, t)}
          </dd>
        </div>
        {terms.shipDate && (
          <div>
            <dt className="qe-muted">{t('quoteOrder.deal.shipDate')}</dt>
            <dd data-testid="qo-deal-ship-date">{formatCalendarDay(terms.shipDate)}</dd>
          </div>
        )}
        {terms.deliveryDate && (
          <div>
            <dt className="qe-muted">{t('quoteOrder.deal.deliveryDate')}</dt>
            <dd data-testid="qo-deal-delivery-date">{formatCalendarDay(terms.deliveryDate)}</dd>
          </div>
        )}
      </dl>
      {refusal && (
        <p className="qe-error qe-small" role="alert" data-testid="qo-deal-error">
          {refusal}
        </p>
      )}
    </ConfirmDialog>
  )
}
