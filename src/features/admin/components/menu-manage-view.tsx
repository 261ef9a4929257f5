import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import type { AdminMenuNode } from '../../../../contract/admin.ts'
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx'
import { TableState } from '../../../lib/data-table/table-state.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import { textOf, type MessageKey } from '../../../lib/i18n/index.ts'
import { menuFullPaths } from '../lib/menu-paths.ts'
import { menuTree, removeMenu } from '../stores/menu-tree.ts'
import { MenuDialog } from './menu-dialog.tsx'
import { TreeTable, type TreeColumn } from './tree-table.tsx'
import '../messages.ts'
import '../styles.ts'

type Dialog = { kind: 'add'; parentId: number | null } | { kind: 'edit' | 'delete'; row: AdminMenuNode } | null

/** /system/menu: the menu tree, with add, add below, edit and confirmed delete. */
export function MenuManageView({ can }: { can: (name: string) => boolean }) {
  const t = useT()
  const state = useStore(menuTree.$state)
  const [dialog, setDialog] = useState<Dialog>(null)
  useEffect(() => void menuTree.load(), [])
  const tree = state.status === 'loaded' ? state.tree : []
  const paths = menuFullPaths(tree)
  const button = (label: MessageKey, testId: string, onClick: () => void) => (
    <sl-button size="small" variant="text" data-testid={testId} onClick={onClick}>
      {t(label)}
    </sl-button>
  )
  const columns: TreeColumn<AdminMenuNode>[] = [
    { title: 'admin.menu.path', render: (m) => paths.get(m.id) },
    { title: 'admin.menu.type', render: (m) => t(`admin.menu.${m.type}`) },
    { title: 'admin.menu.component', render: (m) => (m.type === 'menu' ? m.component : '') },
    {
      title: 'admin.menu.permissionList',
      render: (m) => m.permissionList.map((a) => t(`admin.action.${a}`)).join(' '),
    },
    { title: 'admin.menu.sort', render: (m) => m.sort },
    {
      title: 'admin.status',
      render: (m) =>
        `${t(m.status === 1 ? 'admin.enabled' : 'admin.disabled')}${m.meta.hidden ? ` · ${t('admin.menu.switch.hidden')}` : ''}`,
    },
  ]

  return (
    <main className="qe-page qe-admin" data-testid="admin-menus">
      <h1 className="qe-title">{t('admin.menu.heading')}</h1>
      <div className="qe-toolbar qe-admin-bar">
        <p className="qe-muted">{t('admin.menu.hint')}</p>
        {can('add') && (
          <sl-button
            size="small"
            variant="primary"
            onClick={() => setDialog({ kind: 'add', parentId: null })}
            data-testid="menu-add"
          >
            {t('admin.menu.add')}
          </sl-button>
        )}
      </div>
      {state.status === 'loading' && <TableState kind="loading" testId="menus" />}
      {state.status === 'forbidden' && <TableState kind="forbidden" testId="menus" />}
      {state.status === 'error' && (
        <TableState kind="error" message={state.message} onRetry={() => void menuTree.load()} testId="menus" />
      )}
      {tree.length > 0 && (
        <TreeTable
          tree={tree}
          label={t('admin.menu.heading')}
          nameTitle="admin.menu.titleColumn"
          nameOf={(m) => textOf(m.title)}
          columns={columns}
          rowTestId="menu-row"
          actions={(node) => (
            <>
              {can('add') &&
                node.type === 'directory' &&
                button('admin.menu.addChild', 'menu-add-child', () => setDialog({ kind: 'add', parentId: node.id }))}
              {can('edit') && button('admin.edit', 'menu-edit', () => setDialog({ kind: 'edit', row: node }))}
              {can('delete') && button('admin.delete', 'menu-delete', () => setDialog({ kind: 'delete', row: node }))}
            </>
          )}
        />
      )}
      {dialog?.kind === 'add' && <MenuDialog tree={tree} parentId={dialog.parentId} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <MenuDialog tree={tree} row={dialog.row} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          message={t('admin.menu.deleteConfirm', { name: textOf(dialog.row.title) })}
          confirmLabel={t('admin.delete')}
          onConfirm={() => removeMenu(dialog.row.id)}
          onClose={() => setDialog(null)}
          testId="menu-delete"
        />
      )}
    </main>
  )
}
