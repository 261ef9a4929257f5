import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { commonErrors, envelopeOf, errorEnvelope, ok } from '../lib/envelope.ts'
import { createDepartment, deleteDepartment, departmentTree, editDepartment } from '../services/admin/departments.ts'
import { actionGuardFor } from '../services/admin/grants.ts'
import { createMenu, deleteMenu, editMenu, menuTree } from '../services/admin/menus.ts'
import {
  ADMIN_API as API,
  ADMIN_SCREENS,
  adminMenuNode,
  departmentInput,
  departmentNode,
  menuInput,
} from '../../contract/admin.ts'
import { idParam } from '../../contract/envelope.ts'

const errors = { ...commonErrors, 403: errorEnvelope, 409: errorEnvelope }
const byId = z.object({ id: idParam })
type Action = 'add' | 'edit' | 'delete' | 'view'

/** The two tree editors: menus (/system/menu, what get-current-user-info serves) and departments (/system/department). */
export async function adminMenuRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const guard = actionGuardFor(db)
  const menu = (action: Action) => [auth(), guard(ADMIN_SCREENS.menus, action)]
  const dept = (action: Action) => [auth(), guard(ADMIN_SCREENS.departments, action)]

  let tags = ['admin: menus']
  r.get(API.menus, {
    onRequest: menu('view'),
    schema: {
      tags,
      summary: 'The whole menu tree, disabled menus included',
      response: { 200: envelopeOf(z.array(adminMenuNode)), ...errors },
    },
    handler: async (req) => ok(req, await menuTree(db)),
  })
  r.post(API.menus, {
    onRequest: menu('add'),
    schema: {
      tags,
      summary: 'Add a menu or directory; users see it on their next load',
      body: menuInput,
      response: { 200: envelopeOf(adminMenuNode), ...errors },
    },
    handler: async (req) => ok(req, await createMenu(db, caller(req), req.body)),
  })
  r.put(API.menu, {
    onRequest: menu('edit'),
    schema: {
      tags,
      summary: 'Replace a menu’s fields (moving it under another parent too)',
      params: byId,
      body: menuInput,
      response: { 200: envelopeOf(adminMenuNode), ...errors },
    },
    handler: async (req) => ok(req, await editMenu(db, caller(req), req.params.id, req.body)),
  })
  r.delete(API.menu, {
    onRequest: menu('delete'),
    schema: {
      tags,
      summary: 'Delete a menu without sub-menus (409 otherwise, and for the back office’s own screens)',
      params: byId,
      response: { 200: envelopeOf(z.null()), ...errors },
    },
    handler: async (req) => ok(req, (await deleteMenu(db, caller(req), req.params.id)) ?? null),
  })

  tags = ['admin: departments']
  r.get(API.departments, {
    onRequest: dept('view'),
    schema: {
      tags,
      summary: 'The department tree with user counts',
      response: { 200: envelopeOf(z.array(departmentNode)), ...errors },
    },
    handler: async (req) => ok(req, await departmentTree(db)),
  })
  r.post(API.departments, {
    onRequest: dept('add'),
    schema: {
      tags,
      summary: 'Add a department',
      body: departmentInput,
      response: { 200: envelopeOf(departmentNode), ...errors },
    },
    handler: async (req) => ok(req, await createDepartment(db, caller(req), req.body)),
  })
  r.put(API.department, {
    onRequest: dept('edit'),
    schema: {
      tags,
      summary: 'Edit a department; moving one with users or sub-departments is refused (409)',
      params: byId,
      body: departmentInput,
      response: { 200: envelopeOf(departmentNode), ...errors },
    },
    handler: async (req) => ok(req, await editDepartment(db, caller(req), req.params.id, req.body)),
  })
  r.delete(API.department, {
    onRequest: dept('delete'),
    schema: {
      tags,
      summary: 'Delete a department without users or sub-departments (409 otherwise)',
      params: byId,
      response: { 200: envelopeOf(z.null()), ...errors },
    },
    handler: async (req) => ok(req, (await deleteDepartment(db, caller(req), req.params.id)) ?? null),
  })
}
