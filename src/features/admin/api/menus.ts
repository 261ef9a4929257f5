import { crudCalls } from '../../../lib/api/crud-calls.ts'
import { ADMIN_API, type AdminMenuNode, type MenuInput } from '../../../../contract/admin.ts'

/**
 * POST /api/admin/menus, PUT and DELETE /api/admin/menus/{id}: a delete is refused while the menu
 * has children, and for the back office's own screens.
 */
export const menuCalls = crudCalls<AdminMenuNode, MenuInput>(ADMIN_API.menus, ADMIN_API.menu)
