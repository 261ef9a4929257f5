import { http } from '../../../lib/api/client.ts'
import { ADMIN_API, type AdminUserEdit, type AdminUserRow } from '../../../../contract/admin.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** PUT /api/admin/users/{id}: changes the fields sent. */
export async function editUser(id: number, body: AdminUserEdit): Promise<AdminUserRow> {
  const { data } = await http.put<AdminUserRow>(fillPath(ADMIN_API.user, { id }), body)
  return data
}
