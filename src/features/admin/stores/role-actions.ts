import type { AdminRoleRow, RoleInput } from '../../../../contract/admin.ts'
import { createRole, deleteRole, editRole, setRoleStatus } from '../api/roles.ts'
import { roleList } from './role-list.ts'
import { runAction } from './run-action.ts'

const reload = () => roleList.reload()

/** Creates (no id) or saves a role with its grants; answers it, or null when refused. */
export const saveRole = (id: number | null, body: RoleInput) =>
  runAction(() => (id === null ? createRole(body) : editRole(id, body)), 'admin.saved', reload)

/** Enables or disables a role. */
export async function setRoleEnabled(row: AdminRoleRow, enabled: boolean): Promise<boolean> {
  return (
    (await runAction(
      () => setRoleStatus(row.id, enabled ? 1 : 0),
      enabled ? 'admin.enabledDone' : 'admin.disabledDone',
      reload,
    )) !== null
  )
}

/** Deletes a role; a refusal (users hold it, system role) shows the server's message. */
export async function removeRole(id: number): Promise<boolean> {
  return (
    (await runAction(
      () => deleteRole(id),
      'admin.deleted',
      () => roleList.afterDelete(1),
    )) !== null
  )
}
