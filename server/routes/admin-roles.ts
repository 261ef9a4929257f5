import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { commonErrors, envelopeOf, errorEnvelope, ok, pagedOf } from '../lib/envelope.ts'
import { actionGuardFor } from '../services/admin/grants.ts'
import { createRole, deleteRole, editRole, getRole, pageRoles, setRoleStatus } from '../services/admin/roles.ts'
import {
  ADMIN_API as API,
  ADMIN_SCREENS,
  adminRoleRow,
  roleDetail,
  roleInput,
  roleQuery,
  statusChange,
} from '../../contract/admin.ts'
import { idParam } from '../../contract/envelope.ts'

const errors = { ...commonErrors, 403: errorEnvelope, 409: errorEnvelope }
const byId = z.object({ id: idParam })

/** Role management (/system/role): the role list and, per role, its menus and action grants. */
export async function adminRoleRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['admin: roles']
  const can = (action: 'add' | 'edit' | 'delete' | 'view') => [auth(), actionGuardFor(db)(ADMIN_SCREENS.roles, action)]

  r.get(API.roles, {
    onRequest: can('view'),
    schema: {
      tags,
      summary: 'Roles with their user counts; keyword: code or name',
      querystring: roleQuery,
      response: { 200: envelopeOf(pagedOf(adminRoleRow)), ...errors },
    },
    handler: async (req) => ok(req, await pageRoles(db, req.query)),
  })

  r.get(API.role, {
    onRequest: can('view'),
    schema: {
      tags,
      summary: 'A role with its grants (menu → actions)',
      params: byId,
      response: { 200: envelopeOf(roleDetail), ...errors },
    },
    handler: async (req) => ok(req, await getRole(db, req.params.id)),
  })

  r.post(API.roles, {
    onRequest: can('add'),
    schema: {
      tags,
      summary: 'Create a role; grants only within each menu’s permission list and, for an Administrator, its own',
      body: roleInput,
      response: { 200: envelopeOf(roleDetail), ...errors },
    },
    handler: async (req) => ok(req, await createRole(db, caller(req), req.body)),
  })

  r.put(API.role, {
    onRequest: can('edit'),
    schema: {
      tags,
      summary: 'Edit a role (grants omitted: unchanged). Built-in codes and the SuperAdministrator grants are fixed',
      params: byId,
      body: roleInput,
      response: { 200: envelopeOf(roleDetail), ...errors },
    },
    handler: async (req) => ok(req, await editRole(db, caller(req), req.params.id, req.body)),
  })

  r.put(API.roleStatus, {
    onRequest: can('edit'),
    schema: {
      tags,
      summary: 'Enable or disable; a disabled role holds no grants. Not the SuperAdministrator role nor your own',
      params: byId,
      body: statusChange,
      response: { 200: envelopeOf(roleDetail), ...errors },
    },
    handler: async (req) => ok(req, await setRoleStatus(db, caller(req), req.params.id, req.body.status)),
  })

  r.delete(API.role, {
    onRequest: can('delete'),
    schema: {
      tags,
      summary: 'Delete a role: 409 for a built-in role or while users hold it',
      params: byId,
      response: { 200: envelopeOf(z.null()), ...errors },
    },
    handler: async (req) => ok(req, (await deleteRole(db, caller(req), req.params.id)) ?? null),
  })
}
