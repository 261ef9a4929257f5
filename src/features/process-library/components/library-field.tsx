import type { ChangeEvent } from 'react'
import '@shoelace-style/shoelace/dist/components/checkbox/checkbox.js'
import '@shoelace-style/shoelace/dist/components/input/input.js'
import type { FieldError } from '../../../lib/forms/schema-errors.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { textOf } from '../../../lib/i18n/index.ts'
import { optionLabel, type LibraryField as Field } from '../lib/fields.ts'
import '../messages.ts'

/** Props of LibraryField. */
export interface LibraryFieldProps {
  field: Field
  value: string | readonly string[]
  error: FieldError | undefined
  /** The longest text the contract takes, when it says. */
  maxLength?: number
  onChange: (value: string | readonly string[]) => void
}

/**
 * One dialog field: a native select for one choice, a group of checkboxes for several (keyboard:
 * Tab and Space), a text area for the description, else a Shoelace input with the unit after a
 * number. The hint, or the error once there is one, describes the control.
 */
export function LibraryFieldInput({ field, value, error, maxLength, onChange }: LibraryFieldProps) {
  const t = useT()
  const id = `qe-library-${field.name}`
  const label = textOf(`processLibrary.field.${field.name}`)
  const help = error ? t(error.key, error.params) : field.hint ? textOf(`processLibrary.hint.${field.name}`) : ''
  const invalid = error ? 'true' : 'false'
  const testId = `library-field-${field.name}`
  const helpText = (
    <small id={`${id}-help`} className={error ? 'qe-error' : 'qe-muted'}>
      {help}
    </small>
  )

  if (field.kind === 'multi') {
    const chosen = new Set(value as readonly string[])
    const toggle = (option: string, on: boolean) =>
      onChange(field.options!.filter((o) => (o === option ? on : chosen.has(o))))
    return (
      <div className="qe-library-field qe-library-wide-field">
        <fieldset
          className="qe-library-choices"
          aria-invalid={invalid}
          aria-describedby={`${id}-help`}
          data-testid={testId}
        >
          <legend>{label}</legend>
          {field.options!.map((option) => (
            <sl-checkbox
              key={option}
              checked={chosen.has(option)}
              value={option}
              data-testid={`${testId}-${option}`}
              onsl-change={(e: CustomEvent) => toggle(option, (e.target as HTMLInputElement).checked)}
            >
              {textOf(optionLabel(field, option))}
            </sl-checkbox>
          ))}
        </fieldset>
        {helpText}
      </div>
    )
  }
  if (field.kind === 'enum' || field.kind === 'textarea') {
    const common = {
      id,
      className: 'qe-native-input',
      value: value as string,
      'aria-invalid': invalid,
      'aria-describedby': `${id}-help`,
      'data-testid': testId,
    } as const
    return (
      <div className={`qe-library-field${field.kind === 'textarea' ? ' qe-library-wide-field' : ''}`}>
        <label htmlFor={id}>{label}</label>
        {field.kind === 'enum' ? (
          <select {...common} onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}>
            <option value="">{t('processLibrary.choose')}</option>
            {field.options!.map((option) => (
              <option key={option} value={option}>
                {textOf(optionLabel(field, option))}
              </option>
            ))}
          </select>
        ) : (
          <textarea
            {...common}
            rows={3}
            maxLength={maxLength}
            onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onChange(e.target.value)}
          />
        )}
        {helpText}
      </div>
    )
  }
  return (
    <sl-input
      label={label}
      name={field.name}
      value={value as string}
      inputmode={field.kind === 'number' ? 'decimal' : undefined}
      maxlength={maxLength}
      helpText={help}
      className={error ? 'qe-invalid' : ''}
      aria-invalid={invalid}
      data-testid={testId}
      onsl-input={(e: Event) => onChange((e.target as HTMLInputElement).value)}
    >
      {field.unit && <span slot="suffix">{t(`processLibrary.unit.${field.unit}`)}</span>}
    </sl-input>
  )
}
