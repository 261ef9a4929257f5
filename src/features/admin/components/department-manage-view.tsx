import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import type { DepartmentNode } from '../../../lib/contract/admin.ts'
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx'
import { TableState } from '../../../lib/data-table/table-state.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import { flattenTree } from '../lib/tree.ts'
import { $departments, loadDepartments, removeDepartment } from '../stores/department-tree.ts'
import { DepartmentDialog } from './department-dialog.tsx'

type Dialog = { kind: 'add'; parentId: number | null } | { kind: 'edit' | 'delete'; row: DepartmentNode } | null

/** /system/department: the department tree with add, add below, edit and confirmed delete (issue #12 §4). */
export function DepartmentManageView({ can }: { can: (name: string) => boolean }) {
  const t = useT()
  const state = useStore($departments)
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set())
  const [dialog, setDialog] = useState<Dialog>(null)
  useEffect(() => void loadDepartments(), [])
  const tree = state.status === 'loaded' ? state.tree : []
  // Rows under a collapsed department are hidden; the flattened order keeps parents first.
  const rows = flattenTree(tree).filter(({ node }) => !ancestorsOf(tree, node.id).some((id) => collapsed.has(id)))
  const toggle = (id: number) =>
    setCollapsed((c) => {
      const next = new Set(c)
      if (!next.delete(id)) next.add(id)
      return next
    })
  const button = (label: string, testId: string, onClick: () => void) => (
    <sl-button size="small" variant="text" data-testid={testId} onClick={onClick}>
      {t(label)}
    </sl-button>
  )

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
        <TableState kind="error" message={state.message} onRetry={() => void loadDepartments()} testId="departments" />
      )}
      {state.status === 'loaded' && rows.length === 0 && (
        <TableState kind="empty" text={t('admin.department.empty')} testId="departments" />
      )}
      {rows.length > 0 && (
        <div className="qe-data-table-scroll">
          <table className="qe-data-table-grid" aria-label={t('admin.department.title')}>
            <thead>
              <tr>
                {['name', 'leader', 'phone', 'userCount', 'sort'].map((key) => (
                  <th key={key} scope="col">
                    {t(`admin.department.${key}`)}
                  </th>
                ))}
                <th scope="col">{t('admin.status')}</th>
                <th scope="col">{t('admin.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ node, depth }) => (
                <tr key={node.id} data-testid="department-row" data-name={node.name}>
                  <th scope="row" style={{ paddingInlineStart: `${depth * 1.25 + 0.5}rem` }}>
                    {node.children.length > 0 ? (
                      <button
                        type="button"
                        className="qe-link"
                        aria-expanded={!collapsed.has(node.id)}
                        aria-label={t('admin.department.toggle', { name: node.name })}
                        onClick={() => toggle(node.id)}
                      >
                        {collapsed.has(node.id) ? '▸' : '▾'}
                      </button>
                    ) : null}{' '}
                    {node.name}
                  </th>
                  <td>{node.leader}</td>
                  <td>{node.phone}</td>
                  <td>{node.userCount}</td>
                  <td>{node.sort}</td>
                  <td>{t(node.status === 1 ? 'admin.enabled' : 'admin.disabled')}</td>
                  <td className="qe-admin-actions">
                    {can('add') &&
                      button('admin.department.addChild', 'department-add-child', () =>
                        setDialog({ kind: 'add', parentId: node.id }),
                      )}
                    {can('edit') &&
                      button('admin.edit', 'department-edit', () => setDialog({ kind: 'edit', row: node }))}
                    {can('delete') &&
                      button('admin.delete', 'department-delete', () => setDialog({ kind: 'delete', row: node }))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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

/** The ids above `id` in the tree, nearest first (empty at the top level or when not found). */
function ancestorsOf(tree: readonly DepartmentNode[], id: number): number[] {
  const parentOf = new Map(flattenTree(tree).map(({ node }) => [node.id, node.parentId]))
  const found: number[] = []
  for (let p = parentOf.get(id) ?? null; p !== null; p = parentOf.get(p) ?? null) found.push(p)
  return found
}
