import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { byId, envelopeRoutes, grantedErrors } from '../lib/envelope-routes.ts'
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

type Action = 'add' | 'edit' | 'delete' | 'view'

/** The two tree editors: menus (/system/menu, what get-current-user-info serves) and departments (/system/department). */
export async function adminMenuRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth } = deps
  const guard = actionGuardFor(db)
  const menu = (action: Action) => [auth(), guard(ADMIN_SCREENS.menus, action)]
  const dept = (action: Action) => [auth(), guard(ADMIN_SCREENS.departments, action)]

  const menus = envelopeRoutes(app, ['admin: menus'], grantedErrors)
  menus.get(
    API.menus,
    { onRequest: menu('view'), summary: 'The whole menu tree, disabled menus included', data: z.array(adminMenuNode) },
    () => menuTree(db),
  )
  menus.post(
    API.menus,
    {
      onRequest: menu('add'),
      summary: 'Add a menu or directory; users see it on their next load',
      body: menuInput,
      data: adminMenuNode,
    },
    (req) => createMenu(db, caller(req), req.body),
  )
  menus.put(
    API.menu,
    {
      onRequest: menu('edit'),
      summary: 'Replace a menu’s fields (moving it under another parent too)',
      params: byId,
      body: menuInput,
      data: adminMenuNode,
    },
    (req) => editMenu(db, caller(req), req.params.id, req.body),
  )
  menus.delete(
    API.menu,
    {
      onRequest: menu('delete'),
      summary: 'Delete a menu without sub-menus (409 otherwise, and for the back office’s own screens)',
      params: byId,
      data: z.null(),
    },
    async (req) => (await deleteMenu(db, caller(req), req.params.id)) ?? null,
  )

  const departments = envelopeRoutes(app, ['admin: departments'], grantedErrors)
  departments.get(
    API.departments,
    { onRequest: dept('view'), summary: 'The department tree with user counts', data: z.array(departmentNode) },
    () => departmentTree(db),
  )
  departments.post(
    API.departments,
    { onRequest: dept('add'), summary: 'Add a department', body: departmentInput, data: departmentNode },
    (req) => createDepartment(db, caller(req), req.body),
  )
  departments.put(
    API.department,
    {
      onRequest: dept('edit'),
      summary: 'Edit a department; moving one with users or sub-departments is refused (409)',
      params: byId,
      body: departmentInput,
      data: departmentNode,
    },
    (req) => editDepartment(db, caller(req), req.params.id, req.body),
  )
  departments.delete(
    API.department,
    {
      onRequest: dept('delete'),
      summary: 'Delete a department without users or sub-departments (409 otherwise)',
      params: byId,
      data: z.null(),
    },
    async (req) => (await deleteDepartment(db, caller(req), req.params.id)) ?? null,
  )
}
