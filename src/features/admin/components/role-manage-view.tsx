import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import type { AdminRoleRow } from '../../../../contract/admin.ts'
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import { SearchForm } from '../../../lib/search-form.tsx'
import { Pager } from '../../../lib/pager.tsx'
import { removeRole, setRoleEnabled } from '../stores/role-actions.ts'
import { roleList } from '../stores/role-list.ts'
import { RoleDialog } from './role-dialog.tsx'
import { RoleTable } from './role-table.tsx'
import { StatusFilter } from './status-filter.tsx'
import '../messages.ts'
import '../styles.ts'

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; row: AdminRoleRow } | null

/** /system/role: search, page, add, edit (with the menu grants), enable or disable, delete. */
export function RoleManageView({ can }: { can: (name: string) => boolean }) {
  const t = useT()
  const list = useStore(roleList.$state)
  const [dialog, setDialog] = useState<Dialog>(null)
  useEffect(() => void roleList.reload(), [])
  return (
    <main className="qe-page qe-admin" data-testid="admin-roles">
      <h1 className="qe-title">{t('router.roleManage')}</h1>
      <div className="qe-toolbar qe-admin-bar">
        <SearchForm
          list={roleList}
          label={t('admin.role.search')}
          buttonLabel={t('admin.search')}
          testId="admin-role-search"
        />
        <StatusFilter
          value={list.filters.status}
          onChange={(status) => void roleList.setFilters({ status })}
          testId="admin-role-filter-status"
        />
        {can('add') && (
          <sl-button
            size="small"
            variant="primary"
            onClick={() => setDialog({ kind: 'add' })}
            data-testid="admin-role-add"
          >
            {t('admin.role.add')}
          </sl-button>
        )}
      </div>
      <RoleTable
        state={list}
        can={can}
        onAction={(kind, row) => setDialog({ kind, row })}
        onToggle={(row, on) => void setRoleEnabled(row, on)}
        onRetry={() => void roleList.reload()}
      />
      {list.status !== 'error' && list.totalCount > 0 && <Pager list={roleList} testId="admin-roles" />}
      {dialog?.kind === 'add' && <RoleDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <RoleDialog row={dialog.row} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          message={t('admin.role.deleteConfirm', { name: dialog.row.name })}
          confirmLabel={t('admin.delete')}
          onConfirm={() => removeRole(dialog.row.id)}
          onClose={() => setDialog(null)}
          testId="admin-role-delete"
        />
      )}
    </main>
  )
}
