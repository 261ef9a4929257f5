import type { AdminMenuNode, MenuInput } from '../../../../contract/admin.ts'
import { menuCalls } from '../api/menus.ts'
import { getMenus } from '../api/get-menus.ts'
import { createEditableTree } from './editable-tree.ts'

/**
 * The menu tree on /system/menu. What is saved here is what get-current-user-info serves as the
 * role routes: the affected users see a change on their next load, with no restart. The server
 * refuses to delete a menu with children or one the back office needs.
 */
export const menuTree = createEditableTree<AdminMenuNode, MenuInput>(getMenus, menuCalls, 'admin.menu.added')

export const { save: saveMenu, remove: removeMenu } = menuTree
