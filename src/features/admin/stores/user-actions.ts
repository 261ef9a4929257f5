import type { AdminUserCreate, AdminUserEdit, AdminUserRow, PasswordResetAnswer } from '../../../../contract/admin.ts'
import { createUser } from '../api/create-user.ts'
import { deleteUser } from '../api/delete-user.ts'
import { editUser } from '../api/edit-user.ts'
import { resetPassword } from '../api/reset-password.ts'
import { setUserStatus } from '../api/set-user-status.ts'
import { runAction, runDone } from './run-action.ts'
import { userList } from './user-list.ts'

const reload = () => userList.reload()

/** Creates a user; answers it, or null when refused. */
export const addUser = (body: AdminUserCreate) => runAction(() => createUser(body), 'admin.user.added', reload)

/** Saves a user's changed fields. */
export const saveUser = (id: number, body: AdminUserEdit) => runAction(() => editUser(id, body), 'admin.saved', reload)

/** Enables or disables a user (a disabled user's sessions end at once, on the server). */
export const setUserEnabled = (row: AdminUserRow, enabled: boolean): Promise<boolean> =>
  runDone(() => setUserStatus(row.id, enabled ? 1 : 0), enabled ? 'admin.enabledDone' : 'admin.disabledDone', reload)

/** A new password for the user, to be shown once. */
export const newPassword = (id: number): Promise<PasswordResetAnswer | null> =>
  runAction(
    () => resetPassword(id),
    'admin.user.passwordReset',
    () => undefined,
  )

/** Deletes a user (soft) and steps back a page when it was the last row. */
export const removeUser = (id: number): Promise<boolean> =>
  runDone(
    () => deleteUser(id),
    'admin.deleted',
    () => userList.afterDelete(1),
  )
