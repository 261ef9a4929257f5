import '../styles.ts'
import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import type { LibraryRow, ProcessLibrary } from '../../../../contract/process-library.ts'
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx'
import { $locale } from '../../../lib/i18n/index.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { Pager } from '../../../lib/pager.tsx'
import { rowName } from '../lib/columns.ts'
import { LIBRARY_TITLES } from '../lib/fields.ts'
import { removeLibraryRow, setLibraryEnabled } from '../stores/library-actions.ts'
import { libraryList } from '../stores/library-list.ts'
import { LibraryDialog } from './library-dialog.tsx'
import { LibraryTable } from './library-table.tsx'
import { LibraryToolbar } from './library-toolbar.tsx'
import '../messages.ts'

type Row = LibraryRow<ProcessLibrary>
type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; row: Row } | null

/** Props of LibraryScreen. */
export interface LibraryScreenProps {
  library: ProcessLibrary
  /** Whether the route grants an action (add, edit, delete). */
  can: (action: string) => boolean
}

/**
 * A process-management screen (/process-manage/craft, equipment, tool): search, status filter,
 * paging, add and edit, enable or disable, confirmed delete, XLSX import and export.
 */
export function LibraryScreen({ library, can }: LibraryScreenProps) {
  const t = useT()
  const locale = useStore($locale)
  const list = libraryList(library)
  const state = useStore(list.$state)
  const [dialog, setDialog] = useState<Dialog>(null)
  // A refused switch has already flipped itself; redrawing puts it back where the server has it.
  const [refusals, setRefusals] = useState(0)
  const toggle = async (row: Row, enabled: boolean) =>
    (await setLibraryEnabled(library, row.id, enabled)) || setRefusals((n) => n + 1)
  // Reload on every visit: the planner's screens and imports elsewhere change the libraries too.
  useEffect(() => void list.reload(), [list])

  const failed = state.status === 'error' || state.status === 'forbidden'
  return (
    <main className="qe-page" aria-busy={state.status === 'loading'} data-testid={`library-page-${library}`}>
      <h1 className="qe-title">{t(LIBRARY_TITLES[library])}</h1>
      {state.status !== 'forbidden' && (
        <LibraryToolbar library={library} can={can} onAdd={() => setDialog({ kind: 'add' })} />
      )}
      <LibraryTable
        library={library}
        state={state}
        can={can}
        onEdit={(row) => setDialog({ kind: 'edit', row })}
        onDelete={(row) => setDialog({ kind: 'delete', row })}
        onToggle={(row, enabled) => void toggle(row, enabled)}
        revision={refusals}
        onRetry={() => void list.reload()}
      />
      {!failed && state.totalCount > 0 && <Pager list={list} testId="library" />}
      {dialog?.kind === 'add' && <LibraryDialog library={library} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <LibraryDialog library={library} row={dialog.row} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          message={t('processLibrary.deleteConfirm', { code: dialog.row.code, name: rowName(dialog.row, locale) })}
          confirmLabel={t('processLibrary.delete')}
          onConfirm={() => removeLibraryRow(library, dialog.row.id)}
          onClose={() => setDialog(null)}
          testId="library-delete"
        />
      )}
    </main>
  )
}
