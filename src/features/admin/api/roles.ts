import { http } from '../../../lib/api/client.ts'
import {
  ADMIN_API,
  type AdminRoleRow,
  type AdminStatus,
  type RoleDetail,
  type RoleInput,
} from '../../../../contract/admin.ts'
import type { Paged } from '../../../../contract/wire.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** GET /api/admin/roles: one page of roles. Silent: the screen shows the error. */
export async function getRoles(
  pageIndex: number,
  pageSize: number,
  keyword: string,
  status: string,
): Promise<Paged<AdminRoleRow>> {
  const params = { pageIndex, pageSize, keyword: keyword || undefined, status: status || undefined }
  return (await http.get<Paged<AdminRoleRow>>(ADMIN_API.roles, { params, silent: true })).data
}

/** GET /api/admin/roles/{id}: the role with its menu grants. */
export async function getRole(id: number): Promise<RoleDetail> {
  return (await http.get<RoleDetail>(fillPath(ADMIN_API.role, { id }))).data
}

/** POST /api/admin/roles. */
export async function createRole(body: RoleInput): Promise<AdminRoleRow> {
  return (await http.post<AdminRoleRow>(ADMIN_API.roles, body)).data
}

/** PUT /api/admin/roles/{id}. */
export async function editRole(id: number, body: RoleInput): Promise<AdminRoleRow> {
  return (await http.put<AdminRoleRow>(fillPath(ADMIN_API.role, { id }), body)).data
}

/** PUT /api/admin/roles/{id}/status. */
export async function setRoleStatus(id: number, status: AdminStatus): Promise<void> {
  await http.put(fillPath(ADMIN_API.roleStatus, { id }), { status })
}

/** DELETE /api/admin/roles/{id}: refused while users hold the role, and for system roles. */
export async function deleteRole(id: number): Promise<void> {
  await http.delete(fillPath(ADMIN_API.role, { id }))
}
