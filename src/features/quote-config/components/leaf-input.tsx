import { formatMoney } from '../../../../contract/format/money.ts'
import { joinList, splitList } from '../../../../contract/list.ts'
import { textOf } from '../../../lib/i18n/index.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { FieldInput } from '../../../lib/schema-form/field-input.tsx'
import { leafField, tickOptions, type LeafSpec } from '../lib/field-spec.ts'
import type { FieldError } from '../lib/validate.ts'
import '../../../lib/i18n/config-messages.ts'

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
  testId: string
  onChange: (value: string) => void
}

/**
 * One editable value of a section, as the form kit draws it, with the previous version's value when
 * it differs. A list of a few whole numbers (weekdays) is ticked; its text stays the typed list.
 */
export function LeafInput({ spec, label, value, error, was, compact, testId, onChange }: LeafInputProps) {
  const t = useT()
  const money = spec.bounds.money === true
  const ticks = tickOptions(spec)
  const field = ticks ? { ...leafField(spec), kind: 'multi' as const, options: ticks } : leafField(spec)
  // The previous value in the words its input shows: ticked choices by name, money in the money format.
  const named = (text: string) =>
    field.optionLabel
      ? splitList(text)
          .map((o) => textOf(field.optionLabel!(o)))
          .join(', ')
      : text
  const wasText = (text: string) => (money ? formatMoney(text) : named(text) || '—')
  // A typed key the catalogue names (a seeded machine row, M5AX) says its name under the input.
  const nameKey = spec.type === 'text' && field.optionLabel && value ? field.optionLabel(value) : ''
  const name = nameKey && textOf(nameKey) !== nameKey ? textOf(nameKey) : ''
  const note = [name, was === undefined ? '' : t('quoteConfig.was', { value: wasText(was) })]
    .filter(Boolean)
    .join(' · ')
  return (
    <FieldInput
      field={field}
      label={label}
      value={ticks ? splitList(value) : value}
      error={error}
      note={note}
      compact={compact}
      small
      testId={testId}
      className={`qe-qc-leaf${was !== undefined ? ' qe-qc-changed' : ''}`}
      onChange={(v) => onChange(typeof v === 'string' ? v : joinList(v))}
    />
  )
}
