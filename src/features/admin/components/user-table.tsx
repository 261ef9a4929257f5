import { isCompanyMainAccount, type AdminUserRow } from '../../../../contract/admin.ts'
import { DataTable } from '../../../lib/data-table/data-table.tsx'
import type { Column } from '../../../lib/data-table/types.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { PagedListState } from '../../../lib/paged-list/types.ts'
import type { UserFilters } from '../api/get-users.ts'
import { minuteText } from '../lib/minute-text.ts'
import { actionsColumn, RowButton, statusColumn } from '../lib/columns.tsx'
import '../messages.ts'

/** What a row's buttons ask for. */
export type UserAction = 'edit' | 'password' | 'delete' | 'sub'

/** Props of UserTable. */
export interface UserTableProps {
  state: PagedListState<AdminUserRow, UserFilters>
  can: (name: string) => boolean
  onAction: (action: UserAction, row: AdminUserRow) => void
  onToggle: (row: AdminUserRow, enabled: boolean) => void
  onRetry: () => void
}

/** The users: account, names, phone, role, department, status and the row actions (Enter edits). */
export function UserTable({ state, can, onAction, onToggle, onRetry }: UserTableProps) {
  const t = useT()
  const button = (action: UserAction, row: AdminUserRow) => (
    <RowButton testId={`admin-user-${action}-${row.id}`} onClick={() => onAction(action, row)}>
      {t(`admin.user.action.${action}`)}
    </RowButton>
  )
  const columns: Column<AdminUserRow>[] = [
    { key: 'username', title: 'admin.user.username', fixed: true },
    { key: 'realName', title: 'admin.user.realName' },
    { key: 'phoneNumber', title: 'admin.user.phone', render: (row) => row.phoneNumber ?? '' },
    { key: 'roleName', title: 'admin.user.role' },
    { key: 'departmentName', title: 'admin.user.department', render: (row) => row.departmentName ?? '' },
    statusColumn({ label: t('admin.status'), canEdit: can('edit'), testIdPrefix: 'admin-user-status', onToggle }),
    { key: 'createdAt', title: 'admin.createdAt', render: (row) => minuteText(row.createdAt) },
    actionsColumn((row) => (
      <>
        {can('add') && isCompanyMainAccount(row) && button('sub', row)}
        {can('edit') && button('edit', row)}
        {can('edit') && button('password', row)}
        {can('delete') && button('delete', row)}
      </>
    )),
  ]
  return (
    <DataTable
      id="admin-users"
      label={t('router.userManage')}
      columns={columns}
      rows={state.rows}
      rowKey={(row) => String(row.id)}
      status={state.status}
      message={state.message}
      onRetry={onRetry}
      onActivate={can('edit') ? (row) => onAction('edit', row) : undefined}
      testId="admin-users"
    />
  )
}
