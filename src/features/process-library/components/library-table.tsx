import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js'
import type { LibraryRow, ProcessLibrary } from '../../../../contract/process-library.ts'
import { CellSwitch } from '../../../lib/data-table/cell-switch.tsx'
import { DataTable } from '../../../lib/data-table/data-table.tsx'
import { listStateProps, type ListTexts } from '../../../lib/data-table/list-state.ts'
import type { Column } from '../../../lib/data-table/types.ts'
import { $locale } from '../../../lib/i18n/index.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { PagedListState } from '../../../lib/paged-list/types.ts'
import type { LibraryFilters } from '../api/get-library-rows.ts'
import { libraryColumns, rowName } from '../lib/columns.ts'
import { LIBRARY_TITLES } from '../lib/fields.ts'
import '../messages.ts'
import { TimeText } from '../../../lib/format/time-text.tsx'

type Row = LibraryRow<ProcessLibrary>

const LIBRARY_TEXTS: ListTexts = {
  empty: 'processLibrary.empty',
  noMatch: 'processLibrary.noMatch',
  loadFailed: 'processLibrary.loadFailed',
  forbidden: 'processLibrary.forbidden',
}

/** The row actions: the icon and the label of each. */
const ROW_ACTIONS = [
  { action: 'edit', icon: 'pencil', label: 'processLibrary.editRow' },
  { action: 'delete', icon: 'trash', label: 'processLibrary.deleteRow' },
] as const

/** Props of LibraryTable. */
export interface LibraryTableProps {
  library: ProcessLibrary
  state: PagedListState<Row, LibraryFilters>
  can: (action: string) => boolean
  onEdit: (row: Row) => void
  onDelete: (row: Row) => void
  onToggle: (row: Row, enabled: boolean) => void
  onRetry: () => void
  /** Changes when the server refused a switch, so the switches redraw with the rows' real state. */
  revision?: number
}

/** One library's rows: code, name, its own columns, the status switch and the row actions (Enter edits). */
export function LibraryTable(props: LibraryTableProps) {
  const { library, state, can, onEdit, onDelete, onToggle, onRetry, revision = 0 } = props
  const t = useT()
  const locale = useStore($locale)
  const columns: Column<Row>[] = [
    { key: 'code', title: 'processLibrary.field.code', fixed: true, className: 'qe-library-code' },
    { key: 'name', title: 'processLibrary.nameColumn', fixed: true, render: (row) => rowName(row, locale) },
    ...libraryColumns(library, t, locale),
    {
      key: 'enabled',
      title: 'processLibrary.status',
      render: (row) => (
        <CellSwitch
          key={revision}
          checked={row.enabled}
          disabled={!can('edit')}
          label={t('processLibrary.enabled')}
          testId={`library-status-${row.code}`}
          onChange={(enabled) => onToggle(row, enabled)}
        />
      ),
    },
    { key: 'updateTime', title: 'processLibrary.updateTime', render: (row) => <TimeText iso={row.updateTime} /> },
    {
      key: 'actions',
      title: 'processLibrary.actions',
      fixed: true,
      className: 'qe-library-actions',
      render: (row) => (
        <span className="qe-toolbar">
          {ROW_ACTIONS.filter(({ action }) => can(action)).map(({ action, icon, label }) => (
            <sl-icon-button
              key={action}
              name={icon}
              label={t(label, { code: row.code })}
              onClick={() => (action === 'edit' ? onEdit : onDelete)(row)}
              data-testid={`library-${action}-${row.code}`}
            />
          ))}
        </span>
      ),
    },
  ]
  return (
    <DataTable
      id={`process-library/${library}`}
      label={t(LIBRARY_TITLES[library])}
      columns={columns}
      {...listStateProps(state, LIBRARY_TEXTS)}
      rowKey={(row) => row.code}
      testId="library"
      onRetry={onRetry}
      onActivate={can('edit') ? onEdit : undefined}
    />
  )
}
