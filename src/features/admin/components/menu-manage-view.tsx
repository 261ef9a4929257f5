import { useStore } from '@nanostores/react'
import type { AdminMenuNode } from '../../../../contract/admin.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { textOf } from '../../../lib/i18n/index.ts'
import { menuFullPaths } from '../lib/menu-paths.ts'
import { menuTree, removeMenu } from '../stores/menu-tree.ts'
import { MenuDialog } from './menu-dialog.tsx'
import { TreeManagePage } from './tree-manage-page.tsx'
import type { TreeColumn } from './tree-table.tsx'
import '../styles.ts'

/** /system/menu: the menu tree, with add, add below (under a directory), edit and confirmed delete. */
export function MenuManageView({ can }: { can: (name: string) => boolean }) {
  const t = useT()
  const state = useStore(menuTree.$state)
  const paths = menuFullPaths(state.status === 'loaded' ? state.tree : [])
  const columns: TreeColumn<AdminMenuNode>[] = [
    { title: 'admin.menu.path', render: (m) => paths.get(m.id) },
    { title: 'admin.menu.type', render: (m) => t(`admin.menu.${m.type}`) },
    {
      title: 'admin.menu.component',
      // A view key as the admin typed it, like a path: the same in every language.
      render: (m) => (m.type === 'menu' ? <span translate="no">{m.component}</span> : ''),
    },
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
    <TreeManagePage
      entity="menu"
      store={menuTree}
      can={can}
      title={t('admin.menu.heading')}
      hint={<p className="qe-muted">{t('admin.menu.hint')}</p>}
      nameTitle="admin.menu.titleColumn"
      nameOf={(m) => textOf(m.title)}
      columns={columns}
      canAddChild={(m) => m.type === 'directory'}
      editor={MenuDialog}
      remove={removeMenu}
    />
  )
}
