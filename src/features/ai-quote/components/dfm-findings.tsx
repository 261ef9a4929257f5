import { useStore } from '@nanostores/react'
import { priceText } from '../../../lib/format/price.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { Part } from '../api/types.ts'
import { findingId } from '../lib/dfm-faces.ts'
import { $featureSelection, toggleFinding } from '../stores/feature-selection.ts'

/**
 * The part's manufacturability findings, as the server worded them: what the rule found with its
 * numbers, what the finding does to the quote, and the change that clears it. A finding that names
 * faces is a toggle that tints them in the 3D preview.
 */
export function DfmFindings({ part }: { part: Part }) {
  const t = useT()
  const selected = useStore($featureSelection)[String(part.partId)]?.featureId
  const findings = part.quote?.dfm ?? []
  if (findings.length === 0) return null
  return (
    <section className="qe-aiq-dfm" aria-label={t('aiQuote.dfm.title')} data-testid="ai-quote-dfm">
      <strong className="qe-small">{t('aiQuote.dfm.title')}</strong>
      <ul>
        {findings.map((f, i) => {
          const id = findingId(i)
          const active = selected === id
          return (
            <li
              key={id}
              className={`is-${f.severity}${active ? ' is-active' : ''}`}
              data-testid="ai-quote-dfm-finding"
              data-rule={f.rule}
            >
              <span className="qe-aiq-dfm-severity">{t(`aiQuote.dfm.severity.${f.severity}`)}</span>{' '}
              <strong className="qe-aiq-dfm-label">{f.label}</strong>
              <p>{f.message}</p>
              {f.fix && <p className="qe-muted qe-small">{t('aiQuote.dfm.fix', { fix: f.fix })}</p>}
              {f.priceEffect && (
                <p className="qe-small" data-testid="ai-quote-dfm-price">
                  {t('aiQuote.dfm.priceEffect', {
                    amount: priceText(f.priceEffect.unitPrice, part.quote!.currency),
                    radius: f.priceEffect.radius,
                  })}
                </p>
              )}
              {f.faces.length > 0 && (
                <button
                  type="button"
                  className="qe-link qe-small"
                  aria-pressed={active}
                  onClick={() => toggleFinding(part.partId, id)}
                  data-testid="ai-quote-dfm-show"
                >
                  {t(active ? 'aiQuote.dfm.hide' : 'aiQuote.dfm.show')}
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
