import type { LibraryRow, ProcessLibrary } from '../../../../contract/process-library.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { RowDialog } from '../../../lib/schema-form/row-dialog.tsx'
import { libraryFields, librarySchema } from '../lib/fields.ts'
import { saveLibraryRow } from '../stores/library-actions.ts'
import '../messages.ts'

/** Props of LibraryDialog. */
export interface LibraryDialogProps {
  library: ProcessLibrary
  /** The row to edit; none: a new row. */
  row?: LibraryRow<ProcessLibrary>
  onClose: () => void
}

/**
 * The craft, equipment or tool dialog: every field of the library's contract input, checked by
 * the same schema as the server; a code already taken is the server's to say, in the dialog.
 */
export function LibraryDialog({ library, row, onClose }: LibraryDialogProps) {
  const t = useT()
  const editing = row !== undefined
  const kind = t(`processLibrary.library.${library}`)
  return (
    <RowDialog
      title={
        editing
          ? t('processLibrary.edit', { library: kind, code: row.code })
          : t('processLibrary.add', { library: kind })
      }
      schema={librarySchema(library, editing)}
      fields={libraryFields(library, editing)}
      row={row}
      onSave={(body) => saveLibraryRow(library, row?.id ?? null, body)}
      onClose={onClose}
      testId="library"
      saveLabel="processLibrary.save"
      wide
    />
  )
}
