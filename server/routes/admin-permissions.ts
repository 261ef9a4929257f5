import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { commonErrors, envelopeOf, errorEnvelope, ok, pagedOf } from '../lib/envelope.ts'
import { pageAuditLog } from '../services/admin/audit.ts'
import { actionGuardFor } from '../services/admin/grants.ts'
import { permissionMatrix, updatePermissionMatrix } from '../services/admin/permission-matrix.ts'
import {
  ADMIN_API as API,
  ADMIN_SCREENS,
  auditLogQuery,
  auditLogRow,
  permissionMatrix as matrix,
  permissionMatrixUpdate,
} from '../../contract/admin.ts'

const errors = { ...commonErrors, 403: errorEnvelope, 409: errorEnvelope }

/** Permission management (SuperAdministrator only) and the audit log of every admin change. */
export async function adminPermissionRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const guard = actionGuardFor(db)
  // The role check stands even if someone grants the screen to another role.
  const superOnly = (action: 'view' | 'edit') => [
    auth(['SuperAdministrator']),
    guard(ADMIN_SCREENS.permissions, action),
  ]

  r.get(API.permissions, {
    onRequest: superOnly('view'),
    schema: {
      tags: ['admin: permissions'],
      summary: 'Every role × menu × action',
      response: { 200: envelopeOf(matrix), ...errors },
    },
    handler: async (req) => ok(req, await permissionMatrix(db)),
  })
  r.put(API.permissions, {
    onRequest: superOnly('edit'),
    schema: {
      tags: ['admin: permissions'],
      summary: 'Replace the grants of the listed roles (not SuperAdministrator: 409)',
      body: permissionMatrixUpdate,
      response: { 200: envelopeOf(matrix), ...errors },
    },
    handler: async (req) => ok(req, await updatePermissionMatrix(db, caller(req), req.body)),
  })

  r.get(API.auditLog, {
    onRequest: [auth(), guard(ADMIN_SCREENS.auditLog, 'view')],
    schema: {
      tags: ['admin: audit log'],
      summary: 'Admin changes, newest first; keyword: actor, action or target',
      querystring: auditLogQuery,
      response: { 200: envelopeOf(pagedOf(auditLogRow)), ...errors },
    },
    handler: async (req) => ok(req, await pageAuditLog(db, req.query)),
  })
}
