import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import type { PermissionAction } from '../../contract/wire.ts'
import { currentUser } from './auth.ts'
import { AppError } from './errors.ts'

/** Whether a role holds `action` on the menu named `screen`; the app passes the grants service. */
export type ActionLookup = (roleId: number, screen: string, action: PermissionAction) => Promise<boolean>

/**
 * Builds the onRequest hook that checks an action permission (add, edit, delete, view) on
 * the screen a call belongs to, from the caller's role grants rather than its role name, so a
 * role stripped of an action is refused even when it calls the API directly. Runs after authGuard, in the same onRequest list;
 * `screen` may be read from the request (a cost table's screen follows its `:table`).
 */
export function actionGuard(lookup: ActionLookup) {
  return (screen: string | ((req: FastifyRequest) => string), action: PermissionAction): onRequestAsyncHookHandler =>
    async function requireAction(req) {
      const user = currentUser(req)
      const path = typeof screen === 'string' ? screen : screen(req)
      if (!(await lookup(user.roleId, path, action)))
        throw new AppError(403, 'admin.actionDenied', { action, screen: path })
    }
}
