import type { DepartmentInput, DepartmentNode } from '../../../../contract/admin.ts'
import { createDepartment, deleteDepartment, editDepartment, getDepartments } from '../api/departments.ts'
import { runAction } from './run-action.ts'
import { createTreeStore } from './tree-store.ts'

/** The department tree on /system/department. */
export const departmentTree = createTreeStore<DepartmentNode>(getDepartments)

/** Creates (`id` null) or saves a department; answers it, or null when refused (the toast says why). */
export const saveDepartment = (id: number | null, body: DepartmentInput) =>
  runAction(
    () => (id === null ? createDepartment(body) : editDepartment(id, body)),
    id === null ? 'admin.department.added' : 'admin.saved',
    departmentTree.load,
  )

/** Deletes a department; refused by the server while it holds users or sub-departments. */
export async function removeDepartment(id: number): Promise<boolean> {
  return (await runAction(() => deleteDepartment(id), 'admin.deleted', departmentTree.load)) !== null
}
