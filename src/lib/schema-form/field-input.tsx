import type { ChangeEvent } from 'react'
import '@shoelace-style/shoelace/dist/components/checkbox/checkbox.js'
import '@shoelace-style/shoelace/dist/components/input/input.js'
import type { FieldError } from '../forms/schema-errors.ts'
import { textOf } from '../i18n/index.ts'
import { useT } from '../i18n/use-t.ts'
import { isNumeric, type SchemaField } from './fields.ts'
import './styles.ts'
import { StepsInput } from './steps-input.tsx'

/** Props of FieldInput. */
export interface FieldInputProps {
  field: SchemaField
  value: string | readonly string[]
  error: FieldError | undefined
  onChange: (value: string | readonly string[]) => void
  /** The control's test id; a multi field's options add `-<option>`. */
  testId: string
  /** The label as shown, when not the field's own (e.g. with its row number). */
  label?: string
  /** Inside a table cell: the label is for screen readers only. */
  compact?: boolean
  /** The smaller input size of dense editors. */
  small?: boolean
  /** Said after the hint or error (e.g. the previous version's value). */
  note?: string
  /** Extra class names on the field. */
  className?: string
}

/**
 * One form field: ticked boxes for several choices (keyboard: Tab and Space), a native select for
 * one (keyboard-friendly, no extra component in the bundle), a text area for long text and JSON,
 * else a Shoelace input with the unit after it. The hint, or the error once there is one,
 * describes the control; a required field carries the shared required mark.
 */
export function FieldInput(props: FieldInputProps) {
  const { field, value, error, onChange, testId, compact, small, note, className = '' } = props
  const t = useT()
  const id = `qe-sf-${testId}`
  const label = props.label ?? textOf(field.label)
  const help = [error ? t(error.key, error.params) : field.hint ? textOf(field.hint) : '', note]
    .filter(Boolean)
    .join(' · ')
  const invalid = error ? 'true' : 'false'
  const labelClass = [compact && 'qe-visually-hidden', field.required && 'qe-required'].filter(Boolean).join(' ')
  const optionText = (option: string) => (field.optionLabel ? textOf(field.optionLabel(option)) : option)
  const helpText = (
    <small id={`${id}-help`} className={error ? 'qe-error' : 'qe-muted'}>
      {help}
    </small>
  )

  if (field.kind === 'multi') {
    const chosen = new Set(value as readonly string[])
    const options = field.options ?? []
    const toggle = (option: string, on: boolean) => onChange(options.filter((o) => (o === option ? on : chosen.has(o))))
    return (
      <div className={`qe-sf-field qe-sf-wide ${className}`}>
        <fieldset className="qe-sf-choices" aria-invalid={invalid} aria-describedby={`${id}-help`} data-testid={testId}>
          <legend className={labelClass || undefined}>{label}</legend>
          {options.map((option) => (
            <sl-checkbox
              key={option}
              checked={chosen.has(option)}
              value={option}
              data-testid={`${testId}-${option}`}
              onsl-change={(e: CustomEvent) => toggle(option, (e.target as HTMLInputElement).checked)}
            >
              {optionText(option)}
            </sl-checkbox>
          ))}
        </fieldset>
        {helpText}
      </div>
    )
  }
  if (field.kind === 'json' && field.steps) {
    return (
      <div className={`qe-sf-field qe-sf-wide${error ? ' qe-invalid' : ''} ${className}`}>
        <span className={labelClass || undefined}>{label}</span>
        <StepsInput
          id={id}
          value={value as string}
          columns={field.steps}
          label={label}
          invalid={invalid}
          testId={testId}
          onChange={onChange}
        />
        {helpText}
      </div>
    )
  }
  if (field.kind === 'enum' || field.kind === 'textarea' || field.kind === 'json') {
    const common = {
      id,
      className: 'qe-native-input',
      value: value as string,
      'aria-invalid': invalid,
      'aria-required': field.required,
      'aria-describedby': `${id}-help`,
      'data-testid': testId,
    } as const
    return (
      <div
        className={`qe-sf-field${field.kind === 'enum' ? '' : ' qe-sf-wide'}${error ? ' qe-invalid' : ''} ${className}`}
      >
        <label htmlFor={id} className={labelClass || undefined}>
          {label}
        </label>
        {field.kind === 'enum' ? (
          <select {...common} onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}>
            {/* The empty choice while nothing is chosen or where nothing may be; a value the list lacks stays shown. */}
            {(!value || !field.required) && <option value="">{t('common.choose')}</option>}
            {value && !field.options?.includes(value as string) && <option value={value}>{value}</option>}
            {field.options?.map((option) => (
              <option key={option} value={option}>
                {optionText(option)}
              </option>
            ))}
          </select>
        ) : (
          <textarea
            {...common}
            rows={field.kind === 'json' ? 4 : 3}
            spellCheck={field.kind !== 'json'}
            maxLength={field.maxLength}
            onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onChange(e.target.value)}
          />
        )}
        {helpText}
      </div>
    )
  }
  return (
    <sl-input
      size={small ? 'small' : 'medium'}
      label={label}
      required={field.required}
      name={field.name}
      value={value as string}
      inputmode={isNumeric(field) ? 'decimal' : undefined}
      maxlength={field.kind === 'text' ? field.maxLength : undefined}
      helpText={help}
      className={`${compact ? 'qe-label-hidden ' : ''}${error ? 'qe-invalid ' : ''}${className}`.trim()}
      aria-invalid={invalid}
      data-testid={testId}
      onsl-input={(e: Event) => onChange((e.target as HTMLInputElement).value)}
    >
      {field.unit && <span slot="suffix">{textOf(field.unit)}</span>}
    </sl-input>
  )
}
