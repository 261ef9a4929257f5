import type { AdminRoleRow, RoleInput } from '../../../../contract/admin.ts'
import { roleCalls, setRoleStatus } from '../api/roles.ts'
import { roleList } from './role-list.ts'
import { runAction, runDone } from './run-action.ts'

const reload = () => roleList.reload()

/** Creates (no id) or saves a role with its grants; answers it, or null when refused. */
export const saveRole = (id: number | null, body: RoleInput) =>
  runAction(() => (id === null ? roleCalls.create(body) : roleCalls.edit(id, body)), 'admin.saved', reload)

/** Enables or disables a role. */
export const setRoleEnabled = (row: AdminRoleRow, enabled: boolean): Promise<boolean> =>
  runDone(() => setRoleStatus(row.id, enabled ? 1 : 0), enabled ? 'admin.enabledDone' : 'admin.disabledDone', reload)

/** Deletes a role; a refusal (users hold it, system role) shows the server's message. */
export const removeRole = (id: number): Promise<boolean> =>
  runDone(
    () => roleCalls.remove(id),
    'admin.deleted',
    () => roleList.afterDelete(1),
  )
