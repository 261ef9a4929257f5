import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import type { AdminUserRow } from '../../../../contract/admin.ts'
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import { SearchForm } from '../../../lib/search-form.tsx'
import { Pager } from '../../../lib/pager.tsx'
import type { UserFilters } from '../api/get-users.ts'
import { newPassword, removeUser, setUserEnabled } from '../stores/user-actions.ts'
import { userList } from '../stores/user-list.ts'
import { $userOptions, loadUserOptions } from '../stores/user-options.ts'
import { DepartmentOptions } from './department-options.tsx'
import { PasswordDialog } from './password-dialog.tsx'
import { UserDialog } from './user-dialog.tsx'
import { UserTable, type UserAction } from './user-table.tsx'
import { StatusFilter } from './status-filter.tsx'
import '../messages.ts'
import '../styles.ts'

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit' | 'delete' | 'password' | 'sub'; row: AdminUserRow }
  | { kind: 'shown'; row: AdminUserRow; password: string }
  | null

/** /system/user: search, filter, page, add, edit, enable or disable, reset the password, delete. */
export function UserManageView({ can }: { can: (name: string) => boolean }) {
  const t = useT()
  const list = useStore(userList.$state)
  const options = useStore($userOptions)
  const [dialog, setDialog] = useState<Dialog>(null)
  useEffect(() => {
    void userList.reload()
    void loadUserOptions()
  }, [])
  const filter = (name: keyof UserFilters) => (e: { target: { value: string } }) =>
    void userList.setFilters({ [name]: e.target.value })
  const onAction = (kind: UserAction, row: AdminUserRow) => setDialog({ kind, row })
  const confirmReset = async (row: AdminUserRow) => {
    const answer = await newPassword(row.id)
    if (answer?.password) setDialog({ kind: 'shown', row, password: answer.password })
    // The dialog is replaced by the one showing the password; never close it over that.
    return false
  }

  return (
    <main className="qe-page qe-admin" data-testid="admin-users">
      <h1 className="qe-title">{t('router.userManage')}</h1>
      <div className="qe-toolbar qe-admin-bar">
        <SearchForm
          list={userList}
          label={t('admin.user.search')}
          buttonLabel={t('admin.search')}
          testId="admin-user-search"
        />
        <select
          aria-label={t('admin.user.role')}
          value={list.filters.roleId}
          onChange={filter('roleId')}
          data-testid="admin-user-filter-role"
        >
          <option value="">{t('admin.user.anyRole')}</option>
          {options?.roles.map((r) => (
            <option key={r.id} value={String(r.id)}>
              {r.name}
            </option>
          ))}
        </select>
        <select
          aria-label={t('admin.user.department')}
          value={list.filters.departmentId}
          onChange={filter('departmentId')}
          data-testid="admin-user-filter-department"
        >
          <option value="">{t('admin.user.anyDepartment')}</option>
          <DepartmentOptions tree={options?.departments ?? []} />
        </select>
        <StatusFilter
          value={list.filters.status}
          onChange={(status) => void userList.setFilters({ status })}
          testId="admin-user-filter-status"
        />
        {can('add') && (
          <sl-button
            size="small"
            variant="primary"
            onClick={() => setDialog({ kind: 'add' })}
            data-testid="admin-user-add"
          >
            {t('admin.user.add')}
          </sl-button>
        )}
      </div>
      <UserTable
        state={list}
        can={can}
        onAction={onAction}
        onToggle={(row, on) => void setUserEnabled(row, on)}
        onRetry={() => void userList.reload()}
      />
      {list.status !== 'error' && list.totalCount > 0 && <Pager list={userList} testId="admin-users" />}
      {dialog?.kind === 'add' && <UserDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <UserDialog row={dialog.row} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'sub' && <UserDialog parent={dialog.row} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          message={t('admin.user.deleteConfirm', { name: dialog.row.username })}
          confirmLabel={t('admin.delete')}
          onConfirm={() => removeUser(dialog.row.id)}
          onClose={() => setDialog(null)}
          testId="admin-user-delete"
        />
      )}
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
        <PasswordDialog username={dialog.row.username} password={dialog.password} onClose={() => setDialog(null)} />
      )}
    </main>
  )
}
