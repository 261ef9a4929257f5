import { createPagedList } from '../../../lib/paged-list/create-paged-list.ts'
import type { AdminUserRow } from '../../../../contract/admin.ts'
import { getUsers, type UserFilters } from '../api/get-users.ts'

/** The users on /system/user: searched by username, name and phone, filtered by role, department and status. */
export const userList = createPagedList<AdminUserRow, UserFilters>({
  fetchPage: getUsers,
  // The template's admin tables start at 10 rows a page.
  pageSize: 10,
  filters: { roleId: '', departmentId: '', status: '' },
})
