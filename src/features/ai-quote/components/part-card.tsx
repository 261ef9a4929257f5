import type { ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '../../../lib/i18n/use-t.ts'
import { $parts, loadPart, type PartEntry } from '../stores/parts.ts'
import { $repricing } from '../stores/reprice.ts'
import { $selectedParts, toggleSelected } from '../stores/selection.ts'
import { AttributeList } from './attribute-list.tsx'
import { CostLevers } from './cost-levers.tsx'
import { DfmFindings } from './dfm-findings.tsx'
import { FeatureChips } from './feature-chips.tsx'
import { LeadTimeBlock } from './lead-time-block.tsx'
import { ModelConflicts } from './model-conflicts.tsx'
import { PartPreviews } from './part-previews.tsx'
import { PriceSummary } from './price-summary.tsx'
import { QuantityBreaks } from './quantity-breaks.tsx'
import { RepriceForm } from './reprice-form.tsx'
import { ReviewFlags } from './review-flags.tsx'
import { seededName } from '../../../lib/i18n/seeded-name.ts'

function RepriceState({ partId }: { partId: number }) {
  const t = useT()
  const state = useStore($repricing)[String(partId)]
  // A tier being chosen says so in the tier picker, where the buyer chose it.
  if (!state || (state.status !== 'error' && state.tier !== undefined)) return null
  if (state.status === 'error')
    return (
      <p className="qe-aiq-error qe-small" role="alert" data-testid="ai-quote-reprice-error">
        {state.message}
      </p>
    )
  return (
    <p className="qe-muted qe-small" role="status" data-testid="ai-quote-repricing">
      {t('aiQuote.card.repricing')}
    </p>
  )
}

/** A host's actions on one priced part (AiQuoteScreen's `partActions`). */
type PartActions = ((part: { partId: number; name: string }) => ReactNode) | undefined

/** One part's result: previews, recognised attributes, the re-price form, the price and its flags. */
function PartCard({ partId, entry, actions }: { partId: number; entry: PartEntry; actions: PartActions }) {
  const t = useT()
  const selected = useStore($selectedParts).includes(partId)
  const part = entry.part
  if (!part) {
    return (
      <article className="qe-card qe-aiq-card" data-testid="ai-quote-part">
        {entry.status === 'error' ? (
          <p role="alert">
            {entry.message}{' '}
            <button type="button" className="qe-link" onClick={() => void loadPart(partId)}>
              {t('common.retry')}
            </button>
          </p>
        ) : (
          <p className="qe-muted" role="status">
            {t('common.loading')}
          </p>
        )}
      </article>
    )
  }
  return (
    <article className="qe-card qe-aiq-card" data-testid="ai-quote-part" data-part-id={partId} aria-label={part.name}>
      <header className="qe-row">
        <label>
          <input
            type="checkbox"
            checked={selected}
            disabled={!part.quote}
            onChange={(e) => toggleSelected(partId, e.target.checked)}
            data-testid="ai-quote-select"
          />{' '}
          <strong translate="no">{part.name}</strong>
        </label>
        {part.quote?.configName && (
          <span className="qe-muted qe-small">
            {t('aiQuote.card.config', {
              name: seededName('seededConfig', 'name', part.quote.configName),
              version: part.quote.configVersion ?? '',
            })}
          </span>
        )}
        {part.quote && actions?.({ partId, name: part.name })}
      </header>
      {part.status === 'failed' && (
        <p className="qe-aiq-error" role="alert">
          {t('aiQuote.card.failed', { error: part.error ?? '' })}
        </p>
      )}
      {(part.status === 'pending' || part.status === 'running') && (
        <p className="qe-muted" role="status">
          {t('aiQuote.card.analysing')}
        </p>
      )}
      <PartPreviews part={part} />
      {part.quote && <ModelConflicts part={part} />}
      {part.quote && (
        <div className="qe-aiq-card-body">
          <div>
            <AttributeList part={part} />
            <FeatureChips part={part} />
            <RepriceForm part={part} />
            <RepriceState partId={partId} />
          </div>
          <div>
            <PriceSummary quote={part.quote}>
              <LeadTimeBlock partId={partId} quote={part.quote} />
            </PriceSummary>
            <CostLevers part={part} />
            <QuantityBreaks quote={part.quote} />
            <ReviewFlags flags={part.quote.reviewFlags} warnings={part.geometry?.warnings ?? []} />
            <DfmFindings part={part} />
          </div>
        </div>
      )}
    </article>
  )
}

/** Every part of the conversation, in upload order. */
export function PartList({ actions }: { actions?: PartActions }) {
  const parts = useStore($parts)
  const entries = Object.entries(parts)
  if (entries.length === 0) return null
  return (
    <div className="qe-aiq-parts" data-testid="ai-quote-parts">
      {entries.map(([id, entry]) => (
        <PartCard key={id} partId={Number(id)} entry={entry} actions={actions} />
      ))}
    </div>
  )
}
