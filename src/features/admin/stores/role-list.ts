import { createPagedList } from '../../../lib/paged-list/create-paged-list.ts'
import type { AdminRoleRow } from '../../../../contract/admin.ts'
import { getRoles } from '../api/roles.ts'

/** The roles on /system/role, searched by name or code and filtered by status. */
export const roleList = createPagedList<AdminRoleRow, { status: string }>({
  fetchPage: getRoles,
  pageSize: 10,
  filters: { status: '' },
})
