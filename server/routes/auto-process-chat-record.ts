import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { commonErrors, envelopeOf, ok, pagedOf, pageQuery } from '../lib/envelope.ts'
import { byId, envelopeRoutes } from '../lib/envelope-routes.ts'
import { receiveMultipart } from '../lib/multipart-upload.ts'
import { parseInput } from '../lib/parse-input.ts'
import {
  deleteAutoProcessRecord,
  pageAutoProcessRecords,
  updateAutoProcessRecord,
} from '../services/auto-process-records.ts'
import { checkUploads } from '../services/part-uploads.ts'
import { checkOnePart, createProcessRecord } from '../services/process-plans/create.ts'
import { dispatchRoute } from '../services/process-plans/dispatch.ts'
import { admitUpload, reserveUpload } from '../services/upload-quota.ts'
import { autoProcessRecordRow, recordName } from '../../contract/chat-records.ts'
import { errorEnvelope, idParam } from '../../contract/envelope.ts'
import { PROCESS_PLAN_API, processCreateFields, processDetail } from '../../contract/process-plan.ts'
import { text } from '../../contract/text.ts'
import { PROCESS_RECORD_API } from '../../contract/api-paths.ts'

const createdRecord = autoProcessRecordRow.extend({
  status: processDetail.shape.status.describe(`Poll ${PROCESS_PLAN_API.detail} until done or failed`),
  files: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      size: z.number().int(),
      mimeType: z.string(),
      kind: z.enum(['3d', '2d']),
      format: z.string(),
    }),
  ),
})
const errors = { ...commonErrors, 409: errorEnvelope, 413: errorEnvelope, 415: errorEnvelope, 429: errorEnvelope }

/** Auto-process (process generation) chat records of the caller. Other users' records answer 404. */
export async function autoProcessChatRecordRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config, storage, auth, planning, queue } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['auto-process chat records']
  const route = envelopeRoutes(app, tags, commonErrors)

  route.get(
    PROCESS_RECORD_API.page,
    {
      onRequest: auth(),
      summary: 'The caller’s process chat records, newest update first (default page 1, 20 rows)',
      querystring: pageQuery,
      data: pagedOf(autoProcessRecordRow),
    },
    (req) => pageAutoProcessRecords(db, caller(req).id, req.query),
  )

  r.post(PROCESS_RECORD_API.create, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'Create a record for one part (a 3D model and/or its 2D drawing) and start planning it',
      description:
        'multipart/form-data: at most one 3D model and one 2D drawing (checked by content) and text fields ' +
        'name, quantity, material, heatTreatment, surfaceTreatment. Limits: QUOTE_UPLOAD_MAX_BYTES per file (413), ' +
        'QUOTE_UPLOAD_MAX_FILES files (413); per customer QUOTE_PARTS_IN_FLIGHT_MAX parts and records pending or running ' +
        '(429), QUOTE_UPLOAD_DAILY_MB per 24 h and QUOTE_UPLOAD_RATE_MAX uploads per minute (429 with Retry-After).',
      consumes: ['multipart/form-data'],
      response: { 200: envelopeOf(createdRecord), ...errors },
    },
    handler: async (req) => {
      const user = caller(req)
      await admitUpload(db, user, config)
      const folder = `auto-process/${randomBytes(12).toString('hex')}`
      const form = await receiveMultipart(req, storage, folder, {
        fileSize: config.uploadMaxBytes,
        files: config.uploadMaxFiles,
        idleMs: config.uploadIdleMs,
      })
      try {
        const fields = parseInput(processCreateFields, form.fields)
        const uploads = await checkUploads(storage, form.uploads)
        checkOnePart(uploads)
        const created = await createProcessRecord(db, user.id, fields, uploads, reserveUpload(user, config, uploads))
        void queue.wake()
        return ok(req, created)
      } catch (error) {
        await form.discard()
        throw error
      }
    },
  })

  route.post(
    PROCESS_RECORD_API.delete,
    {
      onRequest: auth(),
      summary: 'Delete one of the caller’s process chat records with its routes, conversation and files',
      params: byId,
      data: z.boolean(),
    },
    async (req) => {
      await deleteAutoProcessRecord(db, storage, caller(req).id, req.params.id)
      // A plan still running would only find its record gone: stop its workers now.
      await planning.cancel(req.params.id)
      return true
    },
  )

  route.post(
    PROCESS_RECORD_API.rename,
    {
      onRequest: auth(),
      summary: 'Rename a process chat record (query name)',
      params: z.object({ chatRecordId: idParam }),
      querystring: z.object({ name: recordName }),
      data: autoProcessRecordRow,
    },
    (req) => updateAutoProcessRecord(db, caller(req).id, req.params.chatRecordId, { name: req.query.name }),
  )

  envelopeRoutes(app, tags, errors).post(
    PROCESS_RECORD_API.dispatch,
    {
      onRequest: auth(),
      summary: 'Dispatch (下发) the latest route version with its number (query dispatchId); it becomes read-only',
      description: '409 while the analysis is unfinished, the route has errors or the version lacks its 审核 sign-off.',
      params: byId,
      querystring: z.object({ dispatchId: text().trim().min(1).max(100) }),
      data: autoProcessRecordRow,
    },
    (req) => dispatchRoute(db, caller(req).id, req.params.id, req.query.dispatchId, req.locale),
  )
}
