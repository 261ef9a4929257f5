import { useState, type FormEvent } from 'react'
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { CostRow } from '../api/types.ts'
import { initialValues, toPayload, validateRow, type FieldError } from '../lib/row-form.ts'
import type { CostTableDef } from '../lib/table-defs.ts'
import { saveCostRow } from '../stores/cost-actions.ts'
import { CostFieldInput } from './cost-field-input.tsx'
import { DialogActions } from '../../../lib/dialog-actions.tsx'

/** Props of CostRowDialog. */
export interface CostRowDialogProps {
  def: CostTableDef
  /** The row to edit, or null to add one. */
  row: CostRow | null
  onClose: () => void
}

/**
 * Adds or edits a row. The form checks the server's rules first; when the server still refuses
 * (a duplicate key, a cross-check of the whole configuration), its message is shown here and
 * everything typed is kept.
 */
export function CostRowDialog({ def, row, onClose }: CostRowDialogProps) {
  const t = useT()
  const rules = def.rulesFor(row)
  const fields = def.fieldsFor(row)
  const [values, setValues] = useState(() => initialValues(fields, row))
  const [errors, setErrors] = useState<Record<string, FieldError>>({})
  const [serverError, setServerError] = useState('')
  const [busy, setBusy] = useState(false)

  function change(name: string, value: string) {
    setValues((v) => ({ ...v, [name]: value }))
    setErrors(({ [name]: _cleared, ...rest }) => rest)
  }

  async function submit(e?: FormEvent) {
    e?.preventDefault()
    if (busy) return
    const found = validateRow(rules, fields, values)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    setServerError('')
    const result = await saveCostRow(def.name, row ? row.key : null, toPayload(fields, values))
    setBusy(false)
    if (result.ok) onClose()
    else setServerError(result.message)
  }

  const title = row ? t('cost.editTitle', { key: row.key }) : t('cost.addTitle', { table: t(def.title) })
  return (
    <sl-dialog
      label={title}
      open
      onsl-after-hide={(e: CustomEvent) => {
        if (e.target === e.currentTarget) onClose()
      }}
      data-testid="cost-dialog"
    >
      <form id="qe-cost-form" className="qe-form" onSubmit={submit} noValidate>
        {row && (
          <p className="qe-muted">
            {t('cost.field.key')}: <strong>{row.key}</strong>
          </p>
        )}
        {fields.map((field) => (
          <CostFieldInput
            key={field.name}
            field={field}
            value={values[field.name] ?? ''}
            error={errors[field.name]}
            onChange={(value) => change(field.name, value)}
          />
        ))}
        {serverError && (
          <p className="qe-error" role="alert" data-testid="cost-server-error">
            {serverError}
          </p>
        )}
        {/* A hidden submit button lets Enter in any input submit the form. */}
        <button type="submit" hidden />
      </form>
      <DialogActions
        onCancel={onClose}
        onConfirm={() => void submit()}
        busy={busy}
        testId="cost-save"
        confirmLabel={t('cost.save')}
      />
    </sl-dialog>
  )
}
