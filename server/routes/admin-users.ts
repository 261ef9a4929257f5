import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { commonErrors, envelopeOf, errorEnvelope, ok, pagedOf } from '../lib/envelope.ts'
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
import { idParam } from '../../contract/envelope.ts'

const errors = { ...commonErrors, 403: errorEnvelope, 409: errorEnvelope }
const byId = z.object({ id: idParam })

/** User management (/system/user): every call checks the caller's action grant on that screen. */
export async function adminUserRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth, sms } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['admin: users']
  const can = (action: 'add' | 'edit' | 'delete' | 'view') => [auth(), actionGuardFor(db)(ADMIN_SCREENS.users, action)]

  r.get(API.users, {
    onRequest: can('view'),
    schema: {
      tags,
      summary: 'Users (not deleted); keyword: username, name or phone; filters: role, department, status',
      querystring: adminUserQuery,
      response: { 200: envelopeOf(pagedOf(adminUserRow)), ...errors },
    },
    handler: async (req) => ok(req, await pageUsers(db, req.query)),
  })

  r.get(API.userOptions, {
    onRequest: can('view'),
    schema: {
      tags,
      summary: 'What the user form offers: the roles the caller may assign, and the department tree',
      response: { 200: envelopeOf(userFormOptions), ...errors },
    },
    handler: async (req) =>
      ok(req, { roles: await assignableRoles(db, caller(req)), departments: await departmentTree(db) }),
  })

  r.get(API.user, {
    onRequest: can('view'),
    schema: { tags, summary: 'One user', params: byId, response: { 200: envelopeOf(adminUserRow), ...errors } },
    handler: async (req) => ok(req, await getUser(db, req.params.id)),
  })

  r.post(API.users, {
    onRequest: can('add'),
    schema: {
      tags,
      summary: 'Create a user with an assignable role (403 otherwise; 409 for a taken username or phone)',
      body: adminUserCreate,
      response: { 200: envelopeOf(adminUserRow), ...errors },
    },
    handler: async (req) => ok(req, await createUser(db, caller(req), req.body)),
  })

  r.put(API.user, {
    onRequest: can('edit'),
    schema: {
      tags,
      summary: 'Change the fields sent; SuperAdministrators and Administrators only by a SuperAdministrator',
      params: byId,
      body: adminUserEdit,
      response: { 200: envelopeOf(adminUserRow), ...errors },
    },
    handler: async (req) => ok(req, await editUser(db, caller(req), req.params.id, req.body)),
  })

  r.put(API.userStatus, {
    onRequest: can('edit'),
    schema: {
      tags,
      summary: 'Enable or disable; disabling ends the sessions at once. Never yourself or the last SuperAdministrator',
      params: byId,
      body: statusChange,
      response: { 200: envelopeOf(adminUserRow), ...errors },
    },
    handler: async (req) => ok(req, await setUserStatus(db, caller(req), req.params.id, req.body.status)),
  })

  r.post(API.userPassword, {
    onRequest: can('edit'),
    schema: {
      tags,
      summary: 'A new random password, answered once (show) or sent by SMS (sms); sessions end',
      params: byId,
      body: passwordReset,
      response: { 200: envelopeOf(passwordResetAnswer), ...errors },
    },
    handler: async (req) => {
      const answer = await resetPassword(db, sms, caller(req), req.params.id, req.body.delivery)
      return ok(req, answer, answer.sentTo ? 'admin.passwordSent' : 'ok')
    },
  })

  r.delete(API.user, {
    onRequest: can('delete'),
    schema: {
      tags,
      summary:
        'Soft delete: the account cannot log in, its records and orders stay. Never yourself or the last SuperAdministrator',
      params: byId,
      response: { 200: envelopeOf(z.null()), ...errors },
    },
    handler: async (req) => ok(req, (await deleteUser(db, caller(req), req.params.id)) ?? null),
  })
}
