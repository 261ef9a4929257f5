import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { envelopeOf, ok, pagedOf } from '../lib/envelope.ts'
import { byId, envelopeRoutes, grantedErrors } from '../lib/envelope-routes.ts'
import { departmentTree } from '../services/admin/departments.ts'
import { actionGuardFor } from '../services/admin/grants.ts'
import {
  createUser,
  deleteUser,
  editUser,
  getUser,
  pageUsers,
  resetPassword,
  setUserStatus,
} from '../services/admin/users.ts'
import { assignableRoles } from '../services/admin/user-rules.ts'
import {
  ADMIN_API as API,
  ADMIN_SCREENS,
  adminUserCreate,
  adminUserEdit,
  adminUserQuery,
  adminUserRow,
  passwordReset,
  passwordResetAnswer,
  statusChange,
  userFormOptions,
} from '../../contract/admin.ts'

/** User management (/system/user): every call checks the caller's action grant on that screen. */
export async function adminUserRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth, sms } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['admin: users']
  const route = envelopeRoutes(app, tags, grantedErrors)
  const can = (action: 'add' | 'edit' | 'delete' | 'view') => [auth(), actionGuardFor(db)(ADMIN_SCREENS.users, action)]

  route.get(
    API.users,
    {
      onRequest: can('view'),
      summary: 'Users (not deleted); keyword: username, name or phone; filters: role, department, status',
      querystring: adminUserQuery,
      data: pagedOf(adminUserRow),
    },
    (req) => pageUsers(db, req.query),
  )
  route.get(
    API.userOptions,
    {
      onRequest: can('view'),
      summary: 'What the user form offers: the roles the caller may assign, and the department tree',
      data: userFormOptions,
    },
    async (req) => ({ roles: await assignableRoles(db, caller(req)), departments: await departmentTree(db) }),
  )
  route.get(API.user, { onRequest: can('view'), summary: 'One user', params: byId, data: adminUserRow }, (req) =>
    getUser(db, req.params.id),
  )
  route.post(
    API.users,
    {
      onRequest: can('add'),
      summary: 'Create a user with an assignable role (403 otherwise; 409 for a taken username or phone)',
      body: adminUserCreate,
      data: adminUserRow,
    },
    (req) => createUser(db, caller(req), req.body),
  )
  route.put(
    API.user,
    {
      onRequest: can('edit'),
      summary: 'Change the fields sent; SuperAdministrators and Administrators only by a SuperAdministrator',
      params: byId,
      body: adminUserEdit,
      data: adminUserRow,
    },
    (req) => editUser(db, caller(req), req.params.id, req.body),
  )
  route.put(
    API.userStatus,
    {
      onRequest: can('edit'),
      summary: 'Enable or disable; disabling ends the sessions at once. Never yourself or the last SuperAdministrator',
      params: byId,
      body: statusChange,
      data: adminUserRow,
    },
    (req) => setUserStatus(db, caller(req), req.params.id, req.body.status),
  )

  // Answered with its own message (the password was sent), so declared in full.
  r.post(API.userPassword, {
    onRequest: can('edit'),
    schema: {
      tags,
      summary: 'A new random password, answered once (show) or sent by SMS (sms); sessions end',
      params: byId,
      body: passwordReset,
      response: { 200: envelopeOf(passwordResetAnswer), ...grantedErrors },
    },
    handler: async (req) => {
      const answer = await resetPassword(db, sms, caller(req), req.params.id, req.body.delivery)
      return ok(req, answer, answer.sentTo ? 'admin.passwordSent' : 'ok')
    },
  })

  route.delete(
    API.user,
    {
      onRequest: can('delete'),
      summary:
        'Soft delete: the account cannot log in, its records and orders stay. Never yourself or the last SuperAdministrator',
      params: byId,
      data: z.null(),
    },
    async (req) => (await deleteUser(db, caller(req), req.params.id)) ?? null,
  )
}
