import { atom } from 'nanostores'
import { isApiError } from '../../../lib/api/errors.ts'
import type { DepartmentInput, DepartmentNode } from '../../../lib/contract/admin.ts'
import { createLatest } from '../../../lib/stores/latest.ts'
import { createDepartment, deleteDepartment, editDepartment, getDepartments } from '../api/departments.ts'
import { runAction } from './run-action.ts'

export type DepartmentTreeState =
  | { status: 'loading' | 'forbidden' }
  | { status: 'loaded'; tree: DepartmentNode[] }
  | { status: 'error'; message: string }

/** The department tree on /system/department. */
export const $departments = atom<DepartmentTreeState>({ status: 'loading' })

const latest = createLatest()

/** (Re)loads the tree; an older answer arriving late is dropped. */
export async function loadDepartments(): Promise<void> {
  const ticket = latest.next()
  if ($departments.get().status !== 'loaded') $departments.set({ status: 'loading' })
  try {
    const tree = await getDepartments()
    if (ticket.current()) $departments.set({ status: 'loaded', tree })
  } catch (error) {
    if (!ticket.current()) return
    if (isApiError(error) && error.status === 403) $departments.set({ status: 'forbidden' })
    else $departments.set({ status: 'error', message: error instanceof Error ? error.message : String(error) })
  }
}

/** Creates (`id` null) or saves a department; answers it, or null when refused (the toast says why). */
export const saveDepartment = (id: number | null, body: DepartmentInput) =>
  runAction(
    () => (id === null ? createDepartment(body) : editDepartment(id, body)),
    id === null ? 'admin.department.added' : 'admin.saved',
    loadDepartments,
  )

/** Deletes a department; refused by the server while it holds users or sub-departments. */
export async function removeDepartment(id: number): Promise<boolean> {
  return (await runAction(() => deleteDepartment(id), 'admin.deleted', loadDepartments)) !== null
}
