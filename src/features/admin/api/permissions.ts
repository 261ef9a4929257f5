import { http } from '../../../lib/api/client.ts'
import { ADMIN_API, type PermissionMatrix, type PermissionMatrixUpdate } from '../../../../contract/admin.ts'

/** GET /api/admin/permissions: every role × menu × action (SuperAdministrator only). Silent: the screen shows the error. */
export async function getPermissionMatrix(): Promise<PermissionMatrix> {
  return (await http.get<PermissionMatrix>(ADMIN_API.permissions, { silent: true })).data
}

/** PUT /api/admin/permissions: replaces the grants of the listed roles; answers the new matrix. */
export async function savePermissionMatrix(body: PermissionMatrixUpdate): Promise<PermissionMatrix> {
  return (await http.put<PermissionMatrix>(ADMIN_API.permissions, body)).data
}
