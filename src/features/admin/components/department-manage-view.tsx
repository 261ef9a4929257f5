import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import type { DepartmentNode } from '../../../../contract/admin.ts'
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx'
import { TableState } from '../../../lib/data-table/table-state.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { MessageKey } from '../../../lib/i18n/index.ts'
import { departmentTree, removeDepartment } from '../stores/department-tree.ts'
import { DepartmentDialog } from './department-dialog.tsx'
import { TreeTable, type TreeColumn } from './tree-table.tsx'
import '../messages.ts'
import '../styles.ts'

type Dialog = { kind: 'add'; parentId: number | null } | { kind: 'edit' | 'delete'; row: DepartmentNode } | null

const COLUMNS: TreeColumn<DepartmentNode>[] = [
  { title: 'admin.department.leader', render: (d) => d.leader },
  { title: 'admin.department.phone', render: (d) => d.phone },
  { title: 'admin.department.userCount', render: (d) => d.userCount },
  { title: 'admin.department.sort', render: (d) => d.sort },
]

/** /system/department: the department tree with add, add below, edit and confirmed delete. */
export function DepartmentManageView({ can }: { can: (name: string) => boolean }) {
  const t = useT()
  const state = useStore(departmentTree.$state)
  const [dialog, setDialog] = useState<Dialog>(null)
  useEffect(() => void departmentTree.load(), [])
  const tree = state.status === 'loaded' ? state.tree : []
  const button = (label: MessageKey, testId: string, onClick: () => void) => (
    <sl-button size="small" variant="text" data-testid={testId} onClick={onClick}>
      {t(label)}
    </sl-button>
  )
  const columns: TreeColumn<DepartmentNode>[] = [
    ...COLUMNS,
    { title: 'admin.status', render: (d) => t(d.status === 1 ? 'admin.enabled' : 'admin.disabled') },
  ]

  return (
    <main className="qe-page qe-admin" data-testid="admin-departments">
      <h1 className="qe-title">{t('admin.department.title')}</h1>
      <div className="qe-toolbar qe-admin-bar">
        {can('add') && (
          <sl-button
            size="small"
            variant="primary"
            onClick={() => setDialog({ kind: 'add', parentId: null })}
            data-testid="department-add"
          >
            {t('admin.department.add')}
          </sl-button>
        )}
      </div>
      {state.status === 'loading' && <TableState kind="loading" testId="departments" />}
      {state.status === 'forbidden' && <TableState kind="forbidden" testId="departments" />}
      {state.status === 'error' && (
        <TableState
          kind="error"
          message={state.message}
          onRetry={() => void departmentTree.load()}
          testId="departments"
        />
      )}
      {state.status === 'loaded' && tree.length === 0 && (
        <TableState kind="empty" text={t('admin.department.empty')} testId="departments" />
      )}
      {tree.length > 0 && (
        <TreeTable
          tree={tree}
          label={t('admin.department.title')}
          nameTitle="admin.department.name"
          nameOf={(d) => d.name}
          columns={columns}
          rowTestId="department-row"
          actions={(node) => (
            <>
              {can('add') &&
                button('admin.department.addChild', 'department-add-child', () =>
                  setDialog({ kind: 'add', parentId: node.id }),
                )}
              {can('edit') && button('admin.edit', 'department-edit', () => setDialog({ kind: 'edit', row: node }))}
              {can('delete') &&
                button('admin.delete', 'department-delete', () => setDialog({ kind: 'delete', row: node }))}
            </>
          )}
        />
      )}
      {dialog?.kind === 'add' && (
        <DepartmentDialog tree={tree} parentId={dialog.parentId} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'edit' && <DepartmentDialog tree={tree} row={dialog.row} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          message={t('admin.department.deleteConfirm', { name: dialog.row.name })}
          confirmLabel={t('admin.delete')}
          onConfirm={() => removeDepartment(dialog.row.id)}
          onClose={() => setDialog(null)}
          testId="department-delete"
        />
      )}
    </main>
  )
}
