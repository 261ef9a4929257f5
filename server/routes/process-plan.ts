import { createReadStream } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { commonErrors, envelopeOf, errorEnvelope, ok } from '../lib/envelope.ts'
import { sendXlsx, XLSX_TYPE } from '../lib/spreadsheet.ts'
import { buildProcessCard } from '../services/process-plans/card.ts'
import { commandRoute, replanRoute, saveEdit, validateEdit } from '../services/process-plans/changes.ts'
import { processDetail, processFile, wordedRoute } from '../services/process-plans/detail.ts'
import { ownedProcessRecord, routeVersion } from '../services/process-plans/store.ts'
import { idParam } from '../../contract/envelope.ts'
import {
  commandAnswer,
  PROCESS_PLAN_API as API,
  processDetail as detailSchema,
  processRoute,
  routeCheck,
  routeCommand,
  routeEdit,
} from '../../contract/process-plan.ts'

const errors = { ...commonErrors, 409: errorEnvelope }
const version = idParam.describe('A route version, from 1')

/**
 * The process-planning conversation of an auto-process record: its detail, route
 * versions, edits, commands, re-plans, cancel and the process card. Owner only: someone else's
 * record answers 404, as the other record calls do.
 */
export async function processPlanRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth, storage, planning } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['process planning']
  const params = z.object({ id: idParam })

  r.get(API.detail, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'A process record: status, files, the latest route, versions and the conversation (poll while pending)',
      params,
      response: { 200: envelopeOf(detailSchema), ...errors },
    },
    handler: async (req) => ok(req, await processDetail(db, caller(req).id, req.params.id, req.locale)),
  })

  r.get(API.version, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'One version of the route',
      params: params.extend({ version }),
      response: { 200: envelopeOf(processRoute), ...errors },
    },
    handler: async (req) => {
      await ownedProcessRecord(db, caller(req).id, req.params.id)
      return ok(req, await wordedRoute(db, req.locale, await routeVersion(db, req.params.id, req.params.version)))
    },
  })

  r.post(API.save, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'Save an edited route as a new version (409 when baseVersion is not the latest)',
      params,
      body: routeEdit,
      response: { 200: envelopeOf(processRoute), ...errors },
    },
    handler: async (req) => ok(req, await saveEdit(db, caller(req), req.params.id, req.body, req.locale)),
  })

  r.post(API.validate, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'Check an edited route without saving it',
      params,
      body: routeEdit,
      response: { 200: envelopeOf(routeCheck), ...errors },
    },
    handler: async (req) => ok(req, await validateEdit(db, caller(req).id, req.params.id, req.body, req.locale)),
  })

  r.post(API.command, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'A free-text command (zh or en); a new version only when it was applied',
      params,
      body: routeCommand,
      response: { 200: envelopeOf(commandAnswer), ...errors },
    },
    handler: async (req) => ok(req, await commandRoute(db, caller(req), req.params.id, req.body, req.locale)),
  })

  r.post(API.replan, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'Plan again with the libraries as they are now, as a new version',
      params,
      response: { 200: envelopeOf(processRoute), ...errors },
    },
    handler: async (req) => ok(req, await replanRoute(db, caller(req), req.params.id, req.locale)),
  })

  r.post(API.cancel, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'Stop the analysis of a pending or running record (the record is kept, failed)',
      params,
      response: { 200: envelopeOf(detailSchema), ...errors },
    },
    handler: async (req) => {
      const user = caller(req)
      await ownedProcessRecord(db, user.id, req.params.id)
      await planning.cancel(req.params.id)
      return ok(req, await processDetail(db, user.id, req.params.id, req.locale))
    },
  })

  r.get(API.card, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'The process card (工艺过程卡) of a version (default the latest) as XLSX',
      description: 'Answers the file (not the envelope); errors are envelopes.',
      params,
      querystring: z.object({ version: version.optional() }),
      produces: [XLSX_TYPE],
    },
    handler: async (req, reply) => {
      const { file, fileName } = await buildProcessCard(
        db,
        caller(req).id,
        req.params.id,
        req.query.version,
        req.locale,
      )
      return sendXlsx(reply, file, fileName, 'process-card.xlsx')
    },
  })

  r.get(API.file, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'A stored upload of the record (3D and 2D previews)',
      params: params.extend({ fileId: idParam }),
    },
    handler: async (req, reply) => {
      const file = await processFile(db, caller(req).id, req.params.id, req.params.fileId)
      reply.header('Content-Type', file.mimeType)
      reply.header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
      return reply.send(createReadStream(storage.absolute(file.storedPath)))
    },
  })
}
