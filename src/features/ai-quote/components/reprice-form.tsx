import { useStore } from '@nanostores/react'
import { keyedName, type SeededKind } from '../../../lib/i18n/seeded-name.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { Choice, InputSource, Part, PricedValues, RepriceInput } from '../api/types.ts'
import { numberChoices, pricedTreatments, treatmentKeys, treatmentValue, withPriced } from '../lib/form-choices.ts'
import { $pricingOptions } from '../stores/options.ts'
import { editPart } from '../stores/reprice.ts'
import { QuantityField } from './quantity-field.tsx'
import { SourceBadge } from './source-badge.tsx'

/** The option that drops the user's value so the drawing's or the default applies again. */
const RECOGNISED = '*recognised'

type FieldName = 'material' | 'surfaceTreatments' | 'heatTreatments' | 'toleranceGrade' | 'ra'

interface FieldProps {
  name: FieldName
  source: InputSource
  value: string
  options: Choice[]
  /** The first option, when the field has one (treatments: none). */
  empty?: string
  /** The catalogue that names the options the product seeds (materials, treatments). */
  seeded?: SeededKind
  onChange: (value: string) => void
}

/** One select with its label and the source of the value the price used; a value you set can be dropped. */
function Field({ name, source, value, options, empty, seeded, onChange }: FieldProps) {
  const t = useT()
  return (
    <label>
      <span>
        {t(`aiQuote.attr.${name}`)} <SourceBadge source={source} testId={`ai-quote-source-${name}`} />
      </span>
      <select value={value} onChange={(e) => onChange(e.target.value)} data-testid={`ai-quote-form-${name}`}>
        {source === 'user' && <option value={RECOGNISED}>{t('aiQuote.form.fromDrawing')}</option>}
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((o) => (
          <option key={o.key} value={o.key}>
            {seeded ? keyedName(seeded, o.key, o.name) : o.name}
          </option>
        ))}
      </select>
    </label>
  )
}

/**
 * The editable attributes, each showing the value the price used and where it came from (the
 * quote's `values`): material, quantity, surface and heat treatment, tolerance grade and roughness.
 * Every change re-prices at once (debounced in the store) and the value becomes yours.
 */
export function RepriceForm({ part }: { part: Part }) {
  const t = useT()
  const options = useStore($pricingOptions)
  const values: PricedValues | undefined = part.quote?.values
  if (!values) return null
  const edit = (changes: RepriceInput) => editPart(part.partId, changes)
  const choices = options.status === 'ready' ? options.options : undefined
  const material = { key: values.material.value, name: values.material.value }
  const treatment = (kind: 'surfaceTreatments' | 'heatTreatments') => {
    const keys = values[kind].value
    return {
      name: kind,
      source: values[kind].source,
      value: treatmentValue(keys),
      options: withPriced(choices?.[kind], pricedTreatments(choices?.[kind], keys)),
      empty: t('aiQuote.form.none'),
      seeded: 'treatmentName' as const,
      onChange: (v: string) => edit({ [kind]: v === RECOGNISED ? null : treatmentKeys(v) }),
    }
  }
  const number = (v: string) => (v === RECOGNISED ? null : Number(v))

  return (
    <fieldset className="qe-aiq-form" data-testid="ai-quote-reprice-form">
      <legend className="qe-small">{t('aiQuote.form.title')}</legend>
      <Field
        name="material"
        source={values.material.source}
        value={values.material.value}
        options={withPriced(choices?.materials, material)}
        seeded="materialName"
        onChange={(v) => edit({ material: v === RECOGNISED ? null : v })}
      />
      <QuantityField
        quantity={values.quantity.value}
        badge={<SourceBadge source={values.quantity.source} testId="ai-quote-source-quantity" />}
        onChange={(quantity) => edit({ quantity })}
      />
      <Field {...treatment('surfaceTreatments')} />
      <Field {...treatment('heatTreatments')} />
      <Field
        name="toleranceGrade"
        source={values.toleranceGrade.source}
        value={String(values.toleranceGrade.value)}
        options={numberChoices(choices?.toleranceGrades, values.toleranceGrade.value, (g) => `IT${g}`)}
        onChange={(v) => edit({ toleranceGrade: number(v) })}
      />
      <Field
        name="ra"
        source={values.ra.source}
        value={String(values.ra.value)}
        options={numberChoices(choices?.raValues, values.ra.value, (r) => `Ra ${r}`)}
        onChange={(v) => edit({ ra: number(v) })}
      />
      {options.status === 'error' && <p className="qe-aiq-warning qe-small">{t('aiQuote.form.optionsFailed')}</p>}
    </fieldset>
  )
}
