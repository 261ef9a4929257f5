import type { ChangeEvent } from 'react'
import '@shoelace-style/shoelace/dist/components/input/input.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { textOf } from '../../../lib/i18n/index.ts'
import type { CostField } from '../lib/fields.ts'
import type { FieldError } from '../lib/row-form.ts'

/** Props of CostFieldInput. */
export interface CostFieldInputProps {
  field: CostField
  value: string
  error: FieldError | undefined
  onChange: (value: string) => void
  /** The key of an existing row is shown but cannot change. */
  disabled?: boolean
}

/**
 * One form field: a native select for a closed choice (keyboard-friendly, no extra component in
 * the bundle), a text area for JSON parameters, otherwise a Shoelace input. Errors sit in the
 * help text, which the input is described by.
 */
export function CostFieldInput({ field, value, error, onChange, disabled }: CostFieldInputProps) {
  const t = useT()
  const id = `qe-cost-${field.name}`
  const message = error ? t(error.key, error.params) : ''
  const hint =
    field.kind === 'multi'
      ? t('cost.hint.multi', { options: field.options?.join(', ') })
      : field.kind === 'list'
        ? t('cost.hint.list')
        : ''
  const label = textOf(field.label)
  if (field.kind === 'enum' || field.kind === 'json') {
    return (
      <div className={`qe-cost-field${error ? ' qe-invalid' : ''}`}>
        <label htmlFor={id} className={field.required ? 'qe-required' : undefined}>
          {label}
        </label>
        {field.kind === 'enum' ? (
          <select
            id={id}
            className="qe-native-input"
            value={value}
            aria-invalid={error ? 'true' : 'false'}
            aria-required={field.required === true}
            aria-describedby={`${id}-help`}
            data-testid={`cost-field-${field.name}`}
            onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}
          >
            <option value="">{t('cost.choose')}</option>
            {field.options?.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        ) : (
          <textarea
            id={id}
            className="qe-native-input"
            value={value}
            rows={4}
            spellCheck={false}
            aria-invalid={error ? 'true' : 'false'}
            aria-required={field.required === true}
            aria-describedby={`${id}-help`}
            data-testid={`cost-field-${field.name}`}
            onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onChange(e.target.value)}
          />
        )}
        <small id={`${id}-help`} className={error ? 'qe-error' : 'qe-muted'}>
          {message || (field.kind === 'json' ? t('cost.hint.json') : '')}
        </small>
      </div>
    )
  }
  const numeric = field.kind === 'number' || field.kind === 'integer'
  return (
    <sl-input
      label={label}
      required={field.required === true}
      name={field.name}
      value={value}
      disabled={disabled}
      inputmode={numeric ? 'decimal' : undefined}
      maxlength={field.kind === 'list' || field.kind === 'multi' ? undefined : field.maxLength}
      helpText={message || hint}
      className={error ? 'qe-invalid' : ''}
      aria-invalid={error ? 'true' : 'false'}
      data-testid={`cost-field-${field.name}`}
      onsl-input={(e: Event) => onChange((e.target as HTMLInputElement).value)}
    />
  )
}
