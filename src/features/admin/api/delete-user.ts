import { http } from '../../../lib/api/client.ts'
import { ADMIN_API } from '../../../../contract/admin.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** DELETE /api/admin/users/{id}: a soft delete; the user's records and orders stay. */
export async function deleteUser(id: number): Promise<void> {
  await http.delete(fillPath(ADMIN_API.user, { id }))
}
