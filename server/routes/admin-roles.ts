import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { pagedOf } from '../lib/envelope.ts'
import { byId, envelopeRoutes, grantedErrors } from '../lib/envelope-routes.ts'
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

/** Role management (/system/role): the role list and, per role, its menus and action grants. */
export async function adminRoleRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth } = deps
  const route = envelopeRoutes(app, ['admin: roles'], grantedErrors)
  const can = (action: 'add' | 'edit' | 'delete' | 'view') => [auth(), actionGuardFor(db)(ADMIN_SCREENS.roles, action)]

  route.get(
    API.roles,
    {
      onRequest: can('view'),
      summary: 'Roles with their user counts; keyword: code or name',
      querystring: roleQuery,
      data: pagedOf(adminRoleRow),
    },
    (req) => pageRoles(db, req.query),
  )
  route.get(
    API.role,
    { onRequest: can('view'), summary: 'A role with its grants (menu → actions)', params: byId, data: roleDetail },
    (req) => getRole(db, req.params.id),
  )
  route.post(
    API.roles,
    {
      onRequest: can('add'),
      summary: 'Create a role; grants only within each menu’s permission list and, for an Administrator, its own',
      body: roleInput,
      data: roleDetail,
    },
    (req) => createRole(db, caller(req), req.body),
  )
  route.put(
    API.role,
    {
      onRequest: can('edit'),
      summary: 'Edit a role (grants omitted: unchanged). Built-in codes and the SuperAdministrator grants are fixed',
      params: byId,
      body: roleInput,
      data: roleDetail,
    },
    (req) => editRole(db, caller(req), req.params.id, req.body),
  )
  route.put(
    API.roleStatus,
    {
      onRequest: can('edit'),
      summary: 'Enable or disable; a disabled role holds no grants. Not the SuperAdministrator role nor your own',
      params: byId,
      body: statusChange,
      data: roleDetail,
    },
    (req) => setRoleStatus(db, caller(req), req.params.id, req.body.status),
  )
  route.delete(
    API.role,
    {
      onRequest: can('delete'),
      summary: 'Delete a role: 409 for a built-in role or while users hold it',
      params: byId,
      data: z.null(),
    },
    async (req) => (await deleteRole(db, caller(req), req.params.id)) ?? null,
  )
}
