import { useStore } from '@nanostores/react'
import { useT } from '../../../lib/i18n/use-t.ts'
import { PLAN_QUANTITY_MAX } from '../../../../contract/process-plan.ts'
import type { Choice } from '../../../../contract/part-attributes.ts'
import { $partOptions } from '../stores/library.ts'
import { $planInput, quantityOf } from '../stores/upload.ts'

type ChoiceField = 'material' | 'heatTreatment' | 'surfaceTreatment'

/**
 * Name, quantity and the optional material and treatments. Left empty, the material and the
 * treatments are read from the drawing; the choices come from the default configuration.
 */
export function PartFields({ disabled }: { disabled: boolean }) {
  const t = useT()
  const input = useStore($planInput)
  const options = useStore($partOptions)
  const choices: Record<ChoiceField, Choice[]> =
    options.status === 'ready'
      ? {
          material: options.value.materials,
          heatTreatment: options.value.heatTreatments,
          surfaceTreatment: options.value.surfaceTreatments,
        }
      : { material: [], heatTreatment: [], surfaceTreatment: [] }
  const badQuantity = quantityOf(input.quantity) === null
  return (
    <fieldset className="qe-pa-fields" disabled={disabled}>
      <label className="qe-pa-field">
        <span>{t('processAssistant.field.name')}</span>
        <input
          className="qe-native-input"
          value={input.name}
          maxLength={100}
          placeholder={t('processAssistant.field.namePlaceholder')}
          onChange={(e) => $planInput.setKey('name', e.target.value)}
          data-testid="pa-name"
        />
      </label>
      <label className="qe-pa-field">
        <span>{t('processAssistant.field.quantity')}</span>
        <input
          className="qe-native-input"
          type="number"
          min={1}
          max={PLAN_QUANTITY_MAX}
          step={1}
          required
          value={input.quantity}
          aria-invalid={badQuantity}
          aria-describedby={badQuantity ? 'qe-pa-quantity-error' : undefined}
          onChange={(e) => $planInput.setKey('quantity', e.target.value)}
          data-testid="pa-quantity"
        />
        {badQuantity && (
          <span id="qe-pa-quantity-error" className="qe-pa-alert qe-small">
            {t('processAssistant.field.quantityInvalid', { max: PLAN_QUANTITY_MAX })}
          </span>
        )}
      </label>
      {(['material', 'heatTreatment', 'surfaceTreatment'] as const).map((field) => (
        <label key={field} className="qe-pa-field">
          <span>{t(`processAssistant.field.${field}`)}</span>
          <select
            className="qe-native-input"
            value={input[field]}
            onChange={(e) => $planInput.setKey(field, e.target.value)}
            data-testid={`pa-${field}`}
          >
            <option value="">{t('processAssistant.field.fromDrawing')}</option>
            {choices[field].map((c) => (
              <option key={c.key} value={c.key}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      ))}
      {options.status === 'error' && (
        <p className="qe-muted qe-small" data-testid="pa-options-error">
          {t('processAssistant.field.optionsFailed')}
        </p>
      )}
    </fieldset>
  )
}
