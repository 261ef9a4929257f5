import type { ReactNode } from 'react'
import type { FieldError } from '../../../lib/forms/schema-errors.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import '../messages.ts'

/** Props of FieldSelect. */
export interface FieldSelectProps {
  /** The field's label, in the user's language. */
  label: string
  value: string
  onChange: (value: string) => void
  testId: string
  /**
   * Given for a choice the form checks: the label carries the required mark when it is true, and
   * the select says whether it is required and valid.
   */
  required?: boolean
  /** The choice's problem, shown under it. */
  error?: FieldError
  /** The <option>s. */
  children: ReactNode
}

/** A labelled choice of an admin form (native select: full keyboard use, no extra chunk). */
export function FieldSelect({ label, value, onChange, testId, required, error, children }: FieldSelectProps) {
  const t = useT()
  const checked = required !== undefined
  return (
    <label className="qe-admin-field">
      <span className={required ? 'qe-required' : undefined}>{label}</span>
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
        aria-required={required}
        aria-invalid={checked ? (error ? 'true' : 'false') : undefined}
      >
        {children}
      </select>
      {error && <small className="qe-admin-error">{t(error.key, error.params)}</small>}
    </label>
  )
}
