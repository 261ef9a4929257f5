import { http } from '../../../lib/api/client.ts'
import { ADMIN_API, type AdminUserRow } from '../../../../contract/admin.ts'
import type { Paged } from '../../../../contract/wire.ts'

/** Filters of the user list; '' means "any". */
export interface UserFilters {
  roleId: string
  departmentId: string
  status: string
}

/** GET /api/admin/users: one page, searched by username, name and phone. Silent: the screen shows the error. */
export async function getUsers(
  pageIndex: number,
  pageSize: number,
  keyword: string,
  f: UserFilters,
): Promise<Paged<AdminUserRow>> {
  const { data } = await http.get<Paged<AdminUserRow>>(ADMIN_API.users, {
    params: {
      pageIndex,
      pageSize,
      keyword: keyword || undefined,
      roleId: f.roleId || undefined,
      departmentId: f.departmentId || undefined,
      status: f.status || undefined,
    },
    silent: true,
  })
  return data
}
