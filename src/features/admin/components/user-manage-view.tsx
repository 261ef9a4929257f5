import { useEffect, useState } from 'react'
import { isCompanyMainAccount, type AdminUserRow } from '../../../../contract/admin.ts'
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx'
import type { Column } from '../../../lib/data-table/types.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { statusColumn } from '../lib/columns.tsx'
import { newPassword, removeUser, setUserEnabled } from '../stores/user-actions.ts'
import { userList } from '../stores/user-list.ts'
import { loadUserOptions } from '../stores/user-options.ts'
import { AdminListPage } from './admin-list-page.tsx'
import { DepartmentTreeFilter } from './department-tree-filter.tsx'
import { PasswordDialog } from './password-dialog.tsx'
import { UserDialog } from './user-dialog.tsx'
import { UserFilters } from './user-filters.tsx'
import '../styles.ts'
import { SeededText } from '../../../lib/i18n/seeded-text.tsx'
import { TimeText } from '../../../lib/format/time-text.tsx'

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit' | 'password' | 'sub'; row: AdminUserRow }
  | { kind: 'shown'; row: AdminUserRow; password: string }
  | null

/** /system/user: search, filter, page, add, edit, enable or disable, reset the password, delete. */
export function UserManageView({ can }: { can: (name: string) => boolean }) {
  const t = useT()
  const [dialog, setDialog] = useState<Dialog>(null)
  useEffect(() => {
    void userList.reload()
    void loadUserOptions()
  }, [])
  const close = () => setDialog(null)
  const confirmReset = async (row: AdminUserRow) => {
    const answer = await newPassword(row.id)
    if (answer?.password) setDialog({ kind: 'shown', row, password: answer.password })
    // The dialog is replaced by the one showing the password; never close it over that.
    return false
  }
  const columns: Column<AdminUserRow>[] = [
    { key: 'username', title: 'admin.user.username', fixed: true, userData: true },
    { key: 'realName', title: 'admin.user.realName', userData: true },
    { key: 'phoneNumber', title: 'admin.user.phone', render: (row) => row.phoneNumber ?? '' },
    {
      key: 'roleName',
      title: 'admin.user.role',
      render: (row) => <SeededText kind="roleName" name={row.role} stored={row.roleName} />,
    },
    {
      key: 'departmentName',
      title: 'admin.user.department',
      userData: true,
      render: (row) => row.departmentName ?? '',
    },
    statusColumn({
      label: t('admin.status'),
      canEdit: can('edit'),
      testIdPrefix: 'admin-user-status',
      onToggle: (row, on) => void setUserEnabled(row, on),
    }),
    { key: 'createdAt', title: 'admin.createdAt', render: (row) => <TimeText iso={row.createdAt} /> },
  ]

  return (
    <AdminListPage<AdminUserRow, 'sub' | 'password'>
      entity="user"
      list={userList}
      can={can}
      columns={columns}
      actions={{
        // A sub-account hangs under a company's main account only.
        actions: (row) => [
          can('add') && isCompanyMainAccount(row) && 'sub',
          can('edit') && 'edit',
          can('edit') && 'password',
          can('delete') && 'delete',
        ],
        label: (action) => t(`admin.user.action.${action}`),
      }}
      onAction={(kind, row) => setDialog({ kind, row })}
      nameOf={(row) => row.username}
      remove={removeUser}
      onAdd={can('add') ? () => setDialog({ kind: 'add' }) : undefined}
      filters={<UserFilters />}
      aside={<DepartmentTreeFilter />}
    >
      {dialog?.kind === 'add' && <UserDialog onClose={close} />}
      {dialog?.kind === 'edit' && <UserDialog row={dialog.row} onClose={close} />}
      {dialog?.kind === 'sub' && <UserDialog parent={dialog.row} onClose={close} />}
      {dialog?.kind === 'password' && (
        <ConfirmDialog
          message={t('admin.user.passwordConfirm', { name: dialog.row.username })}
          confirmLabel={t('admin.user.action.password')}
          onConfirm={() => confirmReset(dialog.row)}
          onClose={() => setDialog((d) => (d?.kind === 'password' ? null : d))}
          testId="admin-user-password"
        />
      )}
      {dialog?.kind === 'shown' && (
        <PasswordDialog username={dialog.row.username} password={dialog.password} onClose={close} />
      )}
    </AdminListPage>
  )
}
