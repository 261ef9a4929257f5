import { http } from '../../../lib/api/client.ts'
import {
  ADMIN_API,
  type AdminRoleRow,
  type AdminStatus,
  type RoleDetail,
  type RoleInput,
} from '../../../../contract/admin.ts'
import { crudCalls } from '../../../lib/api/crud-calls.ts'
import { pageGetter } from '../../../lib/api/get-page.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** GET /api/admin/roles: one page of roles, filtered by status ('' any). Silent: the screen shows the error. */
export const getRoles = pageGetter<AdminRoleRow, { status: string }>(ADMIN_API.roles)

/** GET /api/admin/roles/{id}: the role with its menu grants. */
export async function getRole(id: number): Promise<RoleDetail> {
  return (await http.get<RoleDetail>(fillPath(ADMIN_API.role, { id }))).data
}

/** POST /api/admin/roles, PUT /api/admin/roles/{id}; DELETE is refused while users hold the role, and for system roles. */
export const roleCalls = crudCalls<AdminRoleRow, RoleInput>(ADMIN_API.roles, ADMIN_API.role)

/** PUT /api/admin/roles/{id}/status. */
export async function setRoleStatus(id: number, status: AdminStatus): Promise<void> {
  await http.put(fillPath(ADMIN_API.roleStatus, { id }), { status })
}
