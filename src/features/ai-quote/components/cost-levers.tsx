import { lazy, Suspense, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { Lever, Part } from '../api/types.ts'
import type { StepNames } from '../lib/lead-time.ts'
import { daysText, leverText, savingText, totalText } from '../lib/levers.ts'
import { $appliedLever, $leverStatus, applyLever, undoLever } from '../stores/levers.ts'
import { $pricingOptions } from '../stores/options.ts'
import { $repricing } from '../stores/reprice.ts'

const ConfirmDialog = lazy(() => import('../../../lib/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })))

/**
 * 降本建议: the part's cost levers, the largest saving first, each with what it takes off a piece
 * and how it moves the ship date. "Apply" prices the part with the change as the buyer's own
 * (after a confirmation when it changes what the drawing requires); "Undo" sets back what the
 * last applied one changed. Quotes made before levers were offered show nothing.
 */
export function CostLevers({ part }: { part: Part }) {
  const t = useT()
  const key = String(part.partId)
  const status = useStore($leverStatus)[key]
  const applied = useStore($appliedLever)[key]
  const repricing = useStore($repricing)[key]
  const options = useStore($pricingOptions)
  const [asking, setAsking] = useState<Lever | null>(null)
  const quote = part.quote
  if (!quote?.priced || !quote.levers) return null
  const names: StepNames = options.status === 'ready' ? options.options : {}
  const busy = status?.status === 'applying' || status?.status === 'undoing' || repricing?.status === 'saving'
  const apply = (lever: Lever) => (lever.breaksDrawing ? setAsking(lever) : void applyLever(part, lever))
  return (
    <section className="qe-aiq-levers" aria-labelledby={`qe-aiq-levers-${key}`} data-testid="ai-quote-levers">
      <h4 id={`qe-aiq-levers-${key}`}>{t('aiQuote.levers.title')}</h4>
      {applied && (
        <p className="qe-aiq-lever-applied" role="status" data-testid="ai-quote-lever-applied">
          {t('aiQuote.levers.applied', { what: leverText(applied.lever, names) })}{' '}
          <button
            type="button"
            className="qe-link"
            disabled={busy}
            onClick={() => void undoLever(part.partId)}
            data-testid="ai-quote-lever-undo"
          >
            {t('aiQuote.levers.undo')}
          </button>
        </p>
      )}
      {status?.status === 'error' && (
        <p className="qe-aiq-error qe-small" role="alert" data-testid="ai-quote-lever-error">
          {status.message}
        </p>
      )}
      {(status?.status === 'applying' || status?.status === 'undoing') && (
        <p className="qe-muted qe-small" role="status" data-testid="ai-quote-lever-busy">
          {t(status.status === 'applying' ? 'aiQuote.levers.applying' : 'aiQuote.levers.undoing')}
        </p>
      )}
      {quote.levers.length === 0 ? (
        <p className="qe-muted qe-small" data-testid="ai-quote-levers-none">
          {t('aiQuote.levers.none')}
        </p>
      ) : (
        <ul className="qe-aiq-lever-list">
          {quote.levers.map((lever, i) => (
            <li key={`${lever.kind}-${String(lever.to)}`} className="qe-aiq-lever" data-testid="ai-quote-lever">
              <span className="qe-aiq-lever-what">{leverText(lever, names)}</span>
              <strong
                className="qe-aiq-lever-saving"
                data-testid="ai-quote-lever-saving"
                data-delta={lever.unitPriceDelta}
              >
                {savingText(lever, quote.currency)}
              </strong>
              <span className="qe-small" data-testid="ai-quote-lever-days">
                {daysText(lever)}
                {totalText(lever, quote.currency) && ` · ${totalText(lever, quote.currency)}`}
              </span>
              {lever.breaksDrawing && (
                <span className="qe-aiq-badge is-check" title={t('aiQuote.levers.breaksLong')}>
                  {t('aiQuote.levers.breaks')}
                </span>
              )}
              <button
                type="button"
                className="qe-aiq-lever-apply"
                disabled={busy}
                aria-label={t('aiQuote.levers.applyLabel', { what: leverText(lever, names) })}
                onClick={() => apply(lever)}
                data-testid={`ai-quote-lever-apply-${i}`}
              >
                {t('aiQuote.levers.apply')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('aiQuote.levers.confirmTitle')}
            message={t('aiQuote.levers.confirm', { what: leverText(asking, names) })}
            confirmLabel={t('aiQuote.levers.apply')}
            onConfirm={() => applyLever(part, asking)}
            onClose={() => setAsking(null)}
            testId="ai-quote-lever"
          />
        </Suspense>
      )}
    </section>
  )
}
