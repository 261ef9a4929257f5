import { http } from '../../../lib/api/client.ts'
import { ADMIN_API, type DepartmentInput, type DepartmentNode } from '../../../../contract/admin.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** GET /api/admin/departments: the whole tree. Silent: the screen shows the error. */
export async function getDepartments(): Promise<DepartmentNode[]> {
  return (await http.get<DepartmentNode[]>(ADMIN_API.departments, { silent: true })).data
}

/** POST /api/admin/departments. */
export async function createDepartment(body: DepartmentInput): Promise<DepartmentNode> {
  return (await http.post<DepartmentNode>(ADMIN_API.departments, body)).data
}

/** PUT /api/admin/departments/{id}: moving one that has users or sub-departments is refused. */
export async function editDepartment(id: number, body: DepartmentInput): Promise<DepartmentNode> {
  return (await http.put<DepartmentNode>(fillPath(ADMIN_API.department, { id }), body)).data
}

/** DELETE /api/admin/departments/{id}: refused while it has users or sub-departments. */
export async function deleteDepartment(id: number): Promise<void> {
  await http.delete(fillPath(ADMIN_API.department, { id }))
}
