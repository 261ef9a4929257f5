import type { AdminMenuNode, MenuInput } from '../../../../contract/admin.ts'
import { createMenu, deleteMenu, editMenu } from '../api/menus.ts'
import { getMenus } from '../api/get-menus.ts'
import { runAction } from './run-action.ts'
import { createTreeStore } from './tree-store.ts'

/**
 * The menu tree on /system/menu. What is saved here is what get-current-user-info serves as the
 * role routes: the affected users see a change on their next load, with no restart.
 */
export const menuTree = createTreeStore<AdminMenuNode>(getMenus)

/** Creates (`id` null) or saves a menu; answers it, or null when refused (the toast says why). */
export const saveMenu = (id: number | null, body: MenuInput) =>
  runAction(
    () => (id === null ? createMenu(body) : editMenu(id, body)),
    id === null ? 'admin.menu.added' : 'admin.saved',
    menuTree.load,
  )

/** Deletes a menu; the server refuses one with children or one the back office needs. */
export async function removeMenu(id: number): Promise<boolean> {
  return (await runAction(() => deleteMenu(id), 'admin.deleted', menuTree.load)) !== null
}
