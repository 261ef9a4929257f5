import { http } from '../../../lib/api/client.ts'
import { ADMIN_API, type AdminUserCreate, type AdminUserRow } from '../../../../contract/admin.ts'

/** POST /api/admin/users: a new user. */
export async function createUser(body: AdminUserCreate): Promise<AdminUserRow> {
  const { data } = await http.post<AdminUserRow>(ADMIN_API.users, body)
  return data
}
