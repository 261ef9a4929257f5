import { http } from '../../../lib/api/client.ts'
import { ADMIN_API, type AdminMenuNode } from '../../../../contract/admin.ts'

/** GET /api/admin/menus: the whole menu tree. */
export async function getMenus(): Promise<AdminMenuNode[]> {
  return (await http.get<AdminMenuNode[]>(ADMIN_API.menus, { silent: true })).data
}
