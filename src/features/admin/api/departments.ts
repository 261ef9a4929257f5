import { http } from '../../../lib/api/client.ts'
import { crudCalls } from '../../../lib/api/crud-calls.ts'
import { ADMIN_API, type DepartmentInput, type DepartmentNode } from '../../../../contract/admin.ts'

/** GET /api/admin/departments: the whole tree. Silent: the screen shows the error. */
export async function getDepartments(): Promise<DepartmentNode[]> {
  return (await http.get<DepartmentNode[]>(ADMIN_API.departments, { silent: true })).data
}

/**
 * POST /api/admin/departments, PUT and DELETE /api/admin/departments/{id}: moving or deleting one
 * that has users or sub-departments is refused.
 */
export const departmentCalls = crudCalls<DepartmentNode, DepartmentInput>(ADMIN_API.departments, ADMIN_API.department)
