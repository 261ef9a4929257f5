import { createReadStream } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { commonErrors, errorEnvelope } from '../lib/envelope.ts'
import { byId, envelopeRoutes } from '../lib/envelope-routes.ts'
import { sendMesh } from '../lib/send-mesh.ts'
import { commandRoute, replanRoute, saveEdit, validateEdit } from '../services/process-plans/changes.ts'
import { processDetail, processFile, wordedRoute } from '../services/process-plans/detail.ts'
import { cardRecord } from '../services/process-plans/sign-offs.ts'
import { ownedProcessRecord, routeVersion } from '../services/process-plans/store.ts'
import { idParam } from '../../contract/envelope.ts'
import { MESH_MEDIA_TYPE } from '../../contract/mesh-file.ts'
import {
  commandAnswer,
  PROCESS_PLAN_API as API,
  processDetail as detailSchema,
  processRoute,
  routeCheck,
  routeCommand,
  routeEdit,
} from '../../contract/process-plan.ts'

const version = idParam.describe('A route version, from 1')

/**
 * The process-planning conversation of an auto-process record: its detail, route
 * versions, edits, commands, re-plans and cancel (the process card: process-card.ts). Owner only:
 * someone else's record answers 404, as the other record calls do; a card signer (审核 / 批准) also
 * reads the record, its versions and files, to review the card.
 */
export async function processPlanRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth, storage, planning } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['process planning']
  const route = envelopeRoutes(app, tags, { ...commonErrors, 409: errorEnvelope })

  route.get(
    API.detail,
    {
      onRequest: auth(),
      summary: 'A process record: status, files, the latest route, versions and the conversation (poll while pending)',
      params: byId,
      data: detailSchema,
    },
    (req) => processDetail(db, caller(req), req.params.id, req.locale),
  )

  route.get(
    API.version,
    {
      onRequest: auth(),
      summary: 'One version of the route (the owner or a card signer)',
      params: byId.extend({ version }),
      data: processRoute,
    },
    async (req) => {
      await cardRecord(db, caller(req), req.params.id)
      return wordedRoute(db, req.locale, await routeVersion(db, req.params.id, req.params.version))
    },
  )

  route.post(
    API.save,
    {
      onRequest: auth(),
      summary: 'Save an edited route as a new version (409 when baseVersion is not the latest)',
      params: byId,
      body: routeEdit,
      data: processRoute,
    },
    (req) => saveEdit(db, caller(req), req.params.id, req.body, req.locale),
  )

  route.post(
    API.validate,
    {
      onRequest: auth(),
      summary: 'Check an edited route without saving it',
      params: byId,
      body: routeEdit,
      data: routeCheck,
    },
    (req) => validateEdit(db, caller(req).id, req.params.id, req.body, req.locale),
  )

  route.post(
    API.command,
    {
      onRequest: auth(),
      summary: 'A free-text command (zh or en); a new version only when it was applied',
      params: byId,
      body: routeCommand,
      data: commandAnswer,
    },
    (req) => commandRoute(db, caller(req), req.params.id, req.body, req.locale),
  )

  route.post(
    API.replan,
    {
      onRequest: auth(),
      summary: 'Plan again with the libraries as they are now, as a new version',
      params: byId,
      data: processRoute,
    },
    (req) => replanRoute(db, caller(req), req.params.id, req.locale),
  )

  route.post(
    API.cancel,
    {
      onRequest: auth(),
      summary: 'Stop the analysis of a pending or running record (the record is kept, failed)',
      params: byId,
      data: detailSchema,
    },
    async (req) => {
      const user = caller(req)
      await ownedProcessRecord(db, user.id, req.params.id)
      await planning.cancel(req.params.id)
      return processDetail(db, user, req.params.id, req.locale)
    },
  )

  r.get(API.file, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'A stored upload of the record (3D and 2D previews)',
      params: byId.extend({ fileId: idParam }),
    },
    handler: async (req, reply) => {
      const file = await processFile(db, caller(req), req.params.id, req.params.fileId)
      reply.header('Content-Type', file.mimeType)
      reply.header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
      return reply.send(createReadStream(storage.absolute(file.storedPath)))
    },
  })

  r.get(API.fileMesh, {
    onRequest: auth(),
    schema: {
      tags,
      summary: "The viewer's mesh of the record's model, made by its analysis (STEP and IGES)",
      description: 'Binary (contract/mesh-file.ts) with a strong ETag; 404 until the analysis has read the model.',
      params: byId.extend({ fileId: idParam }),
      produces: [MESH_MEDIA_TYPE],
    },
    handler: async (req, reply) => {
      const file = await processFile(db, caller(req), req.params.id, req.params.fileId)
      return sendMesh(req, reply, storage, file.storedPath)
    },
  })
}
