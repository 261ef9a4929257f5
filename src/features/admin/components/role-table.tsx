import '@shoelace-style/shoelace/dist/components/button/button.js'
import type { AdminRoleRow } from '../../../../contract/admin.ts'
import { DataTable } from '../../../lib/data-table/data-table.tsx'
import type { Column } from '../../../lib/data-table/types.ts'
import { CellSwitch } from '../../../lib/data-table/cell-switch.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { PagedListState } from '../../../lib/paged-list/types.ts'
import '../messages.ts'

/** Props of RoleTable. */
export interface RoleTableProps {
  state: PagedListState<AdminRoleRow, { status: string }>
  can: (name: string) => boolean
  onAction: (action: 'edit' | 'delete', row: AdminRoleRow) => void
  onToggle: (row: AdminRoleRow, enabled: boolean) => void
  onRetry: () => void
}

/** The roles: code, name, users holding it, status and the row actions (Enter edits). */
export function RoleTable({ state, can, onAction, onToggle, onRetry }: RoleTableProps) {
  const t = useT()
  const columns: Column<AdminRoleRow>[] = [
    { key: 'name', title: 'admin.role.name', fixed: true },
    { key: 'code', title: 'admin.role.code' },
    { key: 'userCount', title: 'admin.role.userCount', align: 'end' },
    { key: 'system', title: 'admin.role.system', render: (row) => (row.system ? t('admin.yes') : '') },
    {
      key: 'status',
      title: 'admin.status',
      render: (row) => (
        <CellSwitch
          checked={row.status === 1}
          disabled={!can('edit')}
          label={t('admin.status')}
          testId={`admin-role-status-${row.id}`}
          onChange={(checked) => onToggle(row, checked)}
        />
      ),
    },
    {
      key: 'actions',
      title: 'admin.actions',
      fixed: true,
      className: 'qe-admin-actions',
      render: (row) => (
        <>
          {can('edit') && (
            <sl-button
              size="small"
              variant="text"
              data-testid={`admin-role-edit-${row.id}`}
              onClick={() => onAction('edit', row)}
            >
              {t('admin.edit')}
            </sl-button>
          )}
          {can('delete') && !row.system && (
            <sl-button
              size="small"
              variant="text"
              data-testid={`admin-role-delete-${row.id}`}
              onClick={() => onAction('delete', row)}
            >
              {t('admin.delete')}
            </sl-button>
          )}
        </>
      ),
    },
  ]
  return (
    <DataTable
      id="admin-roles"
      label={t('router.roleManage')}
      columns={columns}
      rows={state.rows}
      rowKey={(row) => String(row.id)}
      status={state.status}
      message={state.message}
      onRetry={onRetry}
      onActivate={can('edit') ? (row) => onAction('edit', row) : undefined}
      testId="admin-roles"
    />
  )
}
