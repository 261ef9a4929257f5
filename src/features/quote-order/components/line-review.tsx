import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { QuoteOrder, QuoteOrderLine } from '../api/types.ts'
import { $orderDetail } from '../stores/order-detail.ts'
import { adjustOrderLine, clearOrderLineFlags, setAdjustDraft } from '../stores/order-writes.ts'
import { AdjustForm } from './adjust-form.tsx'
import { LineConflicts } from './line-conflicts.tsx'

/** A line's review flags, handled or not; staff in review clear them and adjust the price here. */
export function LineReview({ order, line }: { order: QuoteOrder; line: QuoteOrderLine }) {
  const t = useT()
  const { busy, adjustDrafts } = useStore($orderDetail)
  const canAdjust = order.actions.includes('adjust')
  const canClear = order.actions.includes('clearFlags')
  const pending = line.reviewFlags.filter((f) => !f.cleared)
  return (
    <div className="qe-qo-review" data-testid="qo-line-review">
      <LineConflicts line={line} />
      {line.reviewFlags.length > 0 && (
        <div role="note" className="qe-qo-flags" data-testid="qo-flags">
          <strong className="qe-small">{t('quoteOrder.line.flags')}</strong>
          <ul>
            {line.reviewFlags.map((f) => (
              <li
                key={f.code}
                className={f.cleared ? 'is-cleared' : undefined}
                data-testid={`qo-flag-${f.code}`}
                data-cleared={f.cleared}
              >
                {f.message}
                {f.cleared && (
                  <span className="qe-muted qe-small">
                    {' '}
                    {t('quoteOrder.line.flagCleared', { name: f.clearedBy?.name ?? '' })}
                  </span>
                )}
              </li>
            ))}
          </ul>
          {canClear && pending.length > 0 && (
            <sl-button
              size="small"
              loading={busy === `flags:${line.lineId}`}
              disabled={busy !== '' && busy !== `flags:${line.lineId}`}
              onClick={() => void clearOrderLineFlags(line.lineId)}
              data-testid="qo-clear-flags"
            >
              {t('quoteOrder.review.clearFlags', { count: pending.length })}
            </sl-button>
          )}
        </div>
      )}
      {canAdjust && (
        <AdjustForm
          line={line}
          currency={order.currency}
          draft={adjustDrafts[line.lineId]}
          busy={busy === `adjust:${line.lineId}`}
          disabled={busy !== '' && busy !== `adjust:${line.lineId}`}
          onChange={(change) => setAdjustDraft(line.lineId, change)}
          onSubmit={() => adjustOrderLine(line.lineId)}
        />
      )}
    </div>
  )
}
