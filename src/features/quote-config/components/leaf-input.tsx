import '@shoelace-style/shoelace/dist/components/input/input.js'
import { formatMoney } from '../../../../contract/format/money.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { LeafSpec } from '../lib/field-spec.ts'
import type { FieldError } from '../lib/validate.ts'

/** Props of LeafInput. */
export interface LeafInputProps {
  spec: LeafSpec
  /** Accessible label (shown unless `compact`). */
  label: string
  value: string
  error?: FieldError
  /** The previous version's value, when it differs. */
  was?: string
  /** Inside a table cell: the label is only for screen readers. */
  compact?: boolean
  testId?: string
  onChange: (value: string) => void
}

/** One editable value: a text/number input or a choice, with its error and the previous version's value. */
export function LeafInput({ spec, label, value, error, was, compact, testId, onChange }: LeafInputProps) {
  const t = useT()
  const money = spec.bounds.money === true
  const wasText = was === undefined ? '' : t('quoteConfig.was', { value: money ? formatMoney(was) : was || '—' })
  const help = [error ? t(error.key, error.params) : '', wasText].filter(Boolean).join(' · ')
  if (spec.type === 'enum')
    return (
      <label className={`qe-qc-leaf${error ? ' qe-invalid' : ''}`}>
        <span className={compact ? 'qe-visually-hidden' : 'qe-qc-label'}>{label}</span>
        <select
          className="qe-native-input"
          value={value}
          data-testid={testId}
          aria-invalid={error ? 'true' : 'false'}
          onChange={(e) => onChange(e.target.value)}
        >
          {!spec.options.includes(value) && <option value={value}>{value}</option>}
          {spec.options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
        {help && <small className={error ? 'qe-error' : 'qe-qc-was'}>{help}</small>}
      </label>
    )
  return (
    <sl-input
      size="small"
      label={label}
      value={value}
      inputmode={spec.type === 'number' ? 'decimal' : undefined}
      data-testid={testId}
      className={`qe-qc-leaf${compact ? ' qe-label-hidden' : ''}${error ? ' qe-invalid' : ''}${was !== undefined ? ' qe-qc-changed' : ''}`}
      aria-invalid={error ? 'true' : 'false'}
      helpText={help}
      onsl-input={(e: CustomEvent) => onChange((e.target as HTMLInputElement).value)}
    />
  )
}
