import { useEffect, useState } from 'react'
import type { AdminRoleRow } from '../../../../contract/admin.ts'
import type { Column } from '../../../lib/data-table/types.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { statusColumn } from '../lib/columns.tsx'
import { removeRole, setRoleEnabled } from '../stores/role-actions.ts'
import { roleList } from '../stores/role-list.ts'
import { AdminListPage } from './admin-list-page.tsx'
import { RoleDialog } from './role-dialog.tsx'
import '../styles.ts'
import { SeededText } from '../../../lib/i18n/seeded-text.tsx'

type Dialog = { kind: 'add' } | { kind: 'edit'; row: AdminRoleRow } | null

/** /system/role: search, page, add, edit (with the menu grants), enable or disable, delete (not a system role). */
export function RoleManageView({ can }: { can: (name: string) => boolean }) {
  const t = useT()
  const [dialog, setDialog] = useState<Dialog>(null)
  useEffect(() => void roleList.reload(), [])
  const columns: Column<AdminRoleRow>[] = [
    {
      key: 'name',
      title: 'admin.role.name',
      fixed: true,
      render: (row) => <SeededText kind="roleName" name={row.code} stored={row.name} />,
    },
    { key: 'code', title: 'admin.role.code', userData: true },
    { key: 'userCount', title: 'admin.role.userCount', align: 'end' },
    { key: 'system', title: 'admin.role.system', render: (row) => (row.system ? t('admin.yes') : '') },
    statusColumn({
      label: t('admin.status'),
      canEdit: can('edit'),
      testIdPrefix: 'admin-role-status',
      onToggle: (row, on) => void setRoleEnabled(row, on),
    }),
  ]
  return (
    <AdminListPage<AdminRoleRow>
      entity="role"
      list={roleList}
      can={can}
      columns={columns}
      actions={{
        actions: (row) => [can('edit') && 'edit', can('delete') && !row.system && 'delete'],
        label: (action) => t(`admin.${action}`),
      }}
      onAction={(kind, row) => setDialog({ kind, row })}
      nameOf={(row) => row.name}
      remove={removeRole}
      onAdd={can('add') ? () => setDialog({ kind: 'add' }) : undefined}
    >
      {dialog && <RoleDialog row={dialog.kind === 'edit' ? dialog.row : undefined} onClose={() => setDialog(null)} />}
    </AdminListPage>
  )
}
