import { CellSwitch } from '../../../lib/data-table/cell-switch.tsx'
import { rowActionsColumn, type RowActionsSpec } from '../../../lib/data-table/row-actions.tsx'
import type { Column } from '../../../lib/data-table/types.ts'

/**
 * The status column of a back-office table: a switch that enables or disables the row (status 1 or 0),
 * locked without the edit grant. Test id `<testIdPrefix>-<row id>`.
 */
export function statusColumn<Row extends { id: number; status: 0 | 1 }>(options: {
  label: string
  canEdit: boolean
  testIdPrefix: string
  onToggle: (row: Row, enabled: boolean) => void
}): Column<Row> {
  return {
    key: 'status',
    title: 'admin.status',
    render: (row) => (
      <CellSwitch
        checked={row.status === 1}
        disabled={!options.canEdit}
        label={options.label}
        testId={`${options.testIdPrefix}-${row.id}`}
        onChange={(checked) => options.onToggle(row, checked)}
      />
    ),
  }
}

/** The row actions column of a back-office table: always shown, last. */
export function actionsColumn<Row, Action extends string>(spec: RowActionsSpec<Row, Action>): Column<Row> {
  return rowActionsColumn({ title: 'admin.actions', className: 'qe-admin-actions' }, spec)
}
