import { http } from '../../../lib/api/client.ts'
import { ADMIN_API, type AdminStatus } from '../../../../contract/admin.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** PUT /api/admin/users/{id}/status: enables (1) or disables (0) a user. */
export async function setUserStatus(id: number, status: AdminStatus): Promise<void> {
  await http.put(fillPath(ADMIN_API.userStatus, { id }), { status })
}
