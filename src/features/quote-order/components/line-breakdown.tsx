import { USER_SLOT, UserText } from '../../../lib/i18n/user-text.tsx'
import { ADJUSTMENT_LINE_KEY } from '../../../../contract/quote-order-states.ts'
import { formatMoney } from '../../../../contract/format/money.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { QuoteOrderLine } from '../api/types.ts'
import { formatDelta } from '../lib/format.ts'
import { pricingTexts } from '../lib/pricing-text.ts'

/**
 * The frozen breakdown of one line, per piece ex-VAT: each cost line with its formula, a review
 * adjustment as its own line with the reviewer's reason, and the multipliers from cost to price.
 */
export function LineBreakdown({ line }: { line: QuoteOrderLine }) {
  const t = useT()
  return (
    <details className="qe-qo-breakdown" open={line.adjustment !== null} data-testid="qo-breakdown">
      <summary>{t('quoteOrder.line.breakdown')}</summary>
      <table className="qe-qo-table qe-small">
        <tbody>
          {line.breakdown.map((b) => {
            const adjustment = b.key === ADJUSTMENT_LINE_KEY
            return (
              <tr
                key={b.key}
                className={adjustment ? 'is-adjustment' : undefined}
                data-testid={`qo-breakdown-${b.key}`}
              >
                <th scope="row">
                  {b.label}
                  {adjustment && line.adjustment && (
                    <span className="qe-qo-reason" data-testid="qo-adjustment-reason">
                      <UserText sentence={t('quoteOrder.line.reason', { reason: USER_SLOT })} slot={USER_SLOT}>
                        {line.adjustment.reason}
                      </UserText>
                    </span>
                  )}
                  {!adjustment && b.formula && <span className="qe-muted qe-qo-formula">{b.formula}</span>}
                </th>
                <td className="qe-qo-num">{adjustment ? formatDelta(b.amount) : formatMoney(b.amount)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {line.pricing.length > 0 && (
        <p className="qe-muted qe-small">
          {t('quoteOrder.line.pricing')}: {pricingTexts(line.pricing, t).join(' · ')}
        </p>
      )}
    </details>
  )
}
