import type { AdminRoleRow } from '../../../../contract/admin.ts'
import { DataTable } from '../../../lib/data-table/data-table.tsx'
import type { Column } from '../../../lib/data-table/types.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { PagedListState } from '../../../lib/paged-list/types.ts'
import { actionsColumn, RowButton, statusColumn } from '../lib/columns.tsx'
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
    statusColumn({ label: t('admin.status'), canEdit: can('edit'), testIdPrefix: 'admin-role-status', onToggle }),
    actionsColumn((row) => (
      <>
        {can('edit') && (
          <RowButton testId={`admin-role-edit-${row.id}`} onClick={() => onAction('edit', row)}>
            {t('admin.edit')}
          </RowButton>
        )}
        {can('delete') && !row.system && (
          <RowButton testId={`admin-role-delete-${row.id}`} onClick={() => onAction('delete', row)}>
            {t('admin.delete')}
          </RowButton>
        )}
      </>
    )),
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
