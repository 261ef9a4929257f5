import { http } from '../../../lib/api/client.ts'
import { ADMIN_API, type AdminMenuNode, type MenuInput } from '../../../../contract/admin.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** POST /api/admin/menus. */
export async function createMenu(body: MenuInput): Promise<AdminMenuNode> {
  return (await http.post<AdminMenuNode>(ADMIN_API.menus, body)).data
}

/** PUT /api/admin/menus/{id}. */
export async function editMenu(id: number, body: MenuInput): Promise<AdminMenuNode> {
  return (await http.put<AdminMenuNode>(fillPath(ADMIN_API.menu, { id }), body)).data
}

/** DELETE /api/admin/menus/{id}: refused while it has children, and for the back office's own screens. */
export async function deleteMenu(id: number): Promise<void> {
  await http.delete(fillPath(ADMIN_API.menu, { id }))
}
