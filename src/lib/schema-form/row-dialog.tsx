import { useState, type ReactNode } from 'react'
import type { z } from 'zod'
import { FormDialog } from '../form-dialog.tsx'
import { textOf } from '../i18n/index.ts'
import { useT } from '../i18n/use-t.ts'
import type { SaveResult } from '../stores/run-action.ts'
import { FieldInput } from './field-input.tsx'
import type { SchemaField } from './fields.ts'
import { draftOf, formErrors, payloadOf, type Draft, type FormErrors } from './values.ts'
import './styles.ts'

/** Props of RowDialog. */
export interface RowDialogProps {
  /** The dialog's title, in the user's language. */
  title: string
  /** The schema the form's body must pass (the server checks the same). */
  schema: z.ZodType
  fields: readonly SchemaField[]
  /** The row to edit; none: a new one. */
  row?: Record<string, unknown> | null
  /** Sends the body; the dialog closes when it succeeds. */
  onSave: (body: Record<string, unknown>) => Promise<SaveResult>
  onClose: () => void
  /** Test ids: `<testId>-dialog`, `<testId>-field-<name>`, `<testId>-save`, `<testId>-server-error`. */
  testId: string
  /** i18n key of the save button. */
  saveLabel: string
  /** Room for two columns of fields. */
  wide?: boolean
  /** Shown above the fields (e.g. the fixed key of the row). */
  intro?: ReactNode
}

/**
 * Adds or edits one row: every field of the schema, checked by it before anything is sent. When
 * the server still refuses (a key already taken, a cross-check of other rows), its words are
 * shown here and everything typed is kept.
 */
export function RowDialog(props: RowDialogProps) {
  const { title, schema, fields, row, onSave, onClose, testId, saveLabel, wide, intro } = props
  useT() // the labels below follow a change of language
  const [draft, setDraft] = useState<Draft>(() => draftOf(fields, row))
  const [errors, setErrors] = useState<FormErrors>({})
  const [serverError, setServerError] = useState('')
  const [busy, setBusy] = useState(false)

  function change(name: string, value: string | readonly string[]) {
    setDraft((d) => ({ ...d, [name]: value }))
    setErrors(({ [name]: _cleared, ...rest }) => rest)
  }

  async function submit() {
    if (busy) return
    const found = formErrors(schema, fields, draft)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    setServerError('')
    const result = await onSave(payloadOf(fields, draft))
    setBusy(false)
    if (result.ok) onClose()
    else setServerError(result.message)
  }

  return (
    <FormDialog
      className={wide ? 'qe-sf-dialog-wide' : undefined}
      label={title}
      form={{ busy, close: onClose }}
      onSubmit={() => void submit()}
      testId={testId}
      formClassName="qe-sf-form"
      saveLabel={textOf(saveLabel)}
    >
      {intro && <div className="qe-sf-wide">{intro}</div>}
      {fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          value={draft[field.name] ?? ''}
          error={errors[field.name]}
          testId={`${testId}-field-${field.name}`}
          onChange={(value) => change(field.name, value)}
        />
      ))}
      {serverError && (
        <p className="qe-error qe-sf-wide" role="alert" data-testid={`${testId}-server-error`}>
          {serverError}
        </p>
      )}
    </FormDialog>
  )
}
