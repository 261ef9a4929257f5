import { useStore } from '@nanostores/react'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { PartQuote } from '../api/types.ts'
import { datedBefore, leadSteps, shopDay, stepText, tierName, type StepNames } from '../lib/lead-time.ts'
import { editPart } from '../stores/reprice.ts'
import { $pricingOptions } from '../stores/options.ts'
import { SourceBadge } from './source-badge.tsx'
import { TierPicker } from './tier-picker.tsx'

/**
 * When the part ships and arrives at the tier it is priced at, in how many working days, the tiers
 * to choose from, and what the date is made of: each step with its days (and the days it waits in
 * the queue), the bottleneck named. Dates worked out on an earlier day say so, with a way to date
 * the part again. Nothing for a quote stored before lead times were planned.
 */
export function LeadTimeBlock({ partId, quote }: { partId: number; quote: PartQuote }) {
  const t = useT()
  const options = useStore($pricingOptions)
  const lead = quote.leadTime
  if (!quote.priced || !lead) return null
  const names: StepNames = options.status === 'ready' ? options.options : {}
  const steps = leadSteps(lead, names)
  const bottleneck = steps.find((s) => s.bottleneck)
  return (
    <section className="qe-aiq-lead" aria-label={t('aiQuote.lead.title')} data-testid="ai-quote-lead">
      <dl className="qe-aiq-lead-dates">
        <div>
          <dt>{t('aiQuote.lead.ships')}</dt>
          <dd data-testid="ai-quote-ship-date" data-date={lead.shipDate}>
            {shopDay(lead.shipDate)}
          </dd>
        </div>
        <div>
          <dt>{t('aiQuote.lead.delivers')}</dt>
          <dd data-testid="ai-quote-delivery-date" data-date={lead.deliveryDate}>
            {shopDay(lead.deliveryDate)}
          </dd>
        </div>
        <div>
          <dt>{t('aiQuote.lead.tier')}</dt>
          <dd data-testid="ai-quote-lead-tier">
            {tierName(lead.tier)} <SourceBadge source={lead.tierSource} />
            <span className="qe-muted qe-small" data-testid="ai-quote-lead-days">
              {' '}
              · {t('aiQuote.lead.workingDays', { days: lead.days })}
            </span>
          </dd>
        </div>
      </dl>
      {datedBefore(lead.startDate) && (
        <p className="qe-aiq-lead-stale qe-small" role="status" data-testid="ai-quote-lead-stale">
          {t('aiQuote.lead.stale', { date: shopDay(lead.startDate) })}{' '}
          <sl-button size="small" onClick={() => editPart(partId, { tier: lead.tier })} data-testid="ai-quote-redate">
            {t('aiQuote.lead.redate')}
          </sl-button>
        </p>
      )}
      <TierPicker partId={partId} lead={lead} currency={quote.currency} />
      <details className="qe-aiq-lead-steps" open data-testid="ai-quote-lead-steps">
        <summary className="qe-small">
          {t('aiQuote.lead.steps')}
          {bottleneck && (
            <span className="qe-muted" data-testid="ai-quote-bottleneck">
              {' · '}
              {t('aiQuote.lead.bottleneckIs', { step: bottleneck.name })}
            </span>
          )}
        </summary>
        <ol className="qe-small">
          {steps.map((s, i) => (
            <li key={i} className={s.bottleneck ? 'is-bottleneck' : undefined} data-kind={s.kind}>
              {stepText(s)}
              {s.bottleneck && <span className="qe-aiq-badge is-bottleneck">{t('aiQuote.lead.bottleneck')}</span>}
            </li>
          ))}
        </ol>
      </details>
    </section>
  )
}
