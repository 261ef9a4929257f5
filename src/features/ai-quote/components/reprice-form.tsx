import { useStore } from '@nanostores/react'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { Part, RepriceInput } from '../api/types.ts'
import { $pricingOptions } from '../stores/options.ts'
import { editPart } from '../stores/reprice.ts'
import { QuantityField } from './quantity-field.tsx'

const first = (v: unknown): string => (Array.isArray(v) && typeof v[0] === 'string' ? v[0] : '')

/**
 * The editable attributes: material (from the configuration), quantity, surface and heat
 * treatment, tolerance grade and roughness. Every change re-prices at once (debounced in the store).
 */
export function RepriceForm({ part }: { part: Part }) {
  const t = useT()
  const options = useStore($pricingOptions)
  const quote = part.quote
  const attrs = part.attributes
  const edit = (changes: RepriceInput) => editPart(part.partId, changes)
  const choices = options.status === 'ready' ? options.options : null
  const numberOr = (v: string): number | null => (v === '' ? null : Number(v))

  return (
    <fieldset className="qe-aiq-form" data-testid="ai-quote-reprice-form">
      <legend className="qe-small">{t('aiQuote.form.title')}</legend>
      <label>
        <span>{t('aiQuote.attr.material')}</span>
        <select
          value={String(attrs.material ?? quote?.material ?? '')}
          onChange={(e) => edit({ material: e.target.value || null })}
          data-testid="ai-quote-material"
        >
          {!choices && <option value={String(quote?.material ?? '')}>{String(quote?.material ?? '')}</option>}
          {choices?.materials.map((m) => (
            <option key={m.key} value={m.key}>
              {m.name}
            </option>
          ))}
        </select>
      </label>
      <QuantityField quantity={quote?.quantity ?? 1} onChange={(quantity) => edit({ quantity })} />
      <label>
        <span>{t('aiQuote.attr.surfaceTreatments')}</span>
        <select
          value={first(attrs.surfaceTreatments)}
          onChange={(e) => edit({ surfaceTreatments: e.target.value ? [e.target.value] : null })}
          data-testid="ai-quote-surface"
        >
          <option value="">{t('aiQuote.form.none')}</option>
          {choices?.surfaceTreatments.map((s) => (
            <option key={s.key} value={s.key}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('aiQuote.attr.heatTreatments')}</span>
        <select
          value={first(attrs.heatTreatments)}
          onChange={(e) => edit({ heatTreatments: e.target.value ? [e.target.value] : null })}
          data-testid="ai-quote-heat"
        >
          <option value="">{t('aiQuote.form.none')}</option>
          {choices?.heatTreatments.map((h) => (
            <option key={h.key} value={h.key}>
              {h.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('aiQuote.attr.toleranceGrade')}</span>
        <select
          value={String(attrs.toleranceGrade ?? '')}
          onChange={(e) => edit({ toleranceGrade: numberOr(e.target.value) })}
          data-testid="ai-quote-tolerance"
        >
          <option value="">{t('aiQuote.form.fromDrawing')}</option>
          {choices?.toleranceGrades.map((g) => (
            <option key={g} value={g}>
              IT{g}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('aiQuote.attr.ra')}</span>
        <select
          value={String(attrs.ra ?? '')}
          onChange={(e) => edit({ ra: numberOr(e.target.value) })}
          data-testid="ai-quote-ra"
        >
          <option value="">{t('aiQuote.form.fromDrawing')}</option>
          {choices?.raValues.map((r) => (
            <option key={r} value={r}>
              Ra {r}
            </option>
          ))}
        </select>
      </label>
      {options.status === 'error' && <p className="qe-aiq-warning qe-small">{t('aiQuote.form.optionsFailed')}</p>}
    </fieldset>
  )
}
