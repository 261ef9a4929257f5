import { useMemo, useState, type FormEvent } from 'react'
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js'
import type { LibraryRow, ProcessLibrary } from '../../../../contract/process-library.ts'
import { boundsOf } from '../../../lib/forms/schema-bounds.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { LIBRARY_FIELDS } from '../lib/fields.ts'
import { libraryBody, libraryDraft, libraryErrors, librarySchema, type LibraryErrors } from '../lib/row-form.ts'
import { saveLibraryRow } from '../stores/library-actions.ts'
import { LibraryFieldInput } from './library-field.tsx'
import '../messages.ts'
import { DialogActions } from '../../../lib/dialog-actions.tsx'

/** Props of LibraryDialog. */
export interface LibraryDialogProps {
  library: ProcessLibrary
  /** The row to edit; none: a new row. */
  row?: LibraryRow<ProcessLibrary>
  onClose: () => void
}

/**
 * The craft, equipment or tool dialog: every field of the library's contract input, checked by
 * the same schema as the server before anything is sent. When the server still refuses (a code
 * already taken), its words are shown here and everything typed is kept.
 */
export function LibraryDialog({ library, row, onClose }: LibraryDialogProps) {
  const t = useT()
  const editing = row !== undefined
  const fields = LIBRARY_FIELDS[library].filter((f) => !editing || f.name !== 'code')
  const bounds = useMemo(() => boundsOf(librarySchema(library, editing)).fields ?? {}, [library, editing])
  const [draft, setDraft] = useState(() => libraryDraft(library, row))
  const [errors, setErrors] = useState<LibraryErrors>({})
  const [serverError, setServerError] = useState('')
  const [busy, setBusy] = useState(false)

  function change(name: string, value: string | readonly string[]) {
    setDraft((d) => ({ ...d, [name]: value }))
    setErrors(({ [name]: _cleared, ...rest }) => rest)
  }

  async function submit(e?: FormEvent) {
    e?.preventDefault()
    if (busy) return
    const found = libraryErrors(library, draft, editing)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    setServerError('')
    const result = await saveLibraryRow(library, row?.id ?? null, libraryBody(library, draft, editing))
    setBusy(false)
    if (result.ok) onClose()
    else setServerError(result.message)
  }

  const kind = t(`processLibrary.library.${library}`)
  return (
    <sl-dialog
      className="qe-library-dialog"
      label={
        editing
          ? t('processLibrary.edit', { library: kind, code: row.code })
          : t('processLibrary.add', { library: kind })
      }
      open
      onsl-after-hide={(e: CustomEvent) => e.target === e.currentTarget && onClose()}
      data-testid="library-dialog"
    >
      <form className="qe-library-form" onSubmit={submit} noValidate>
        {fields.map((field) => (
          <LibraryFieldInput
            key={field.name}
            field={field}
            value={draft[field.name] ?? ''}
            error={errors[field.name]}
            maxLength={bounds[field.name]?.maxLength}
            onChange={(value) => change(field.name, value)}
          />
        ))}
        {serverError && (
          <p className="qe-error qe-library-wide-field" role="alert" data-testid="library-server-error">
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
        testId="library-save"
        confirmLabel={t('processLibrary.save')}
      />
    </sl-dialog>
  )
}
