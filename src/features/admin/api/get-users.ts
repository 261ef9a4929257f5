import { pageGetter } from '../../../lib/api/get-page.ts'
import { ADMIN_API, type AdminUserRow } from '../../../../contract/admin.ts'

/** Filters of the user list; '' means "any". */
export interface UserFilters {
  roleId: string
  departmentId: string
  status: string
}

/** GET /api/admin/users: one page, searched by username, name and phone. Silent: the screen shows the error. */
export const getUsers = pageGetter<AdminUserRow, UserFilters>(ADMIN_API.users)
