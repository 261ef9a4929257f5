import type { DepartmentInput, DepartmentNode } from '../../../../contract/admin.ts'
import { departmentCalls, getDepartments } from '../api/departments.ts'
import { createEditableTree } from './editable-tree.ts'

/**
 * The department tree on /system/department. The server refuses to delete a department while it
 * holds users or sub-departments.
 */
export const departmentTree = createEditableTree<DepartmentNode, DepartmentInput>(
  getDepartments,
  departmentCalls,
  'admin.department.added',
)

export const { save: saveDepartment, remove: removeDepartment } = departmentTree
