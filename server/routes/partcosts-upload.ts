import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { commonErrors, envelopeOf, errorEnvelope, ok } from '../lib/envelope.ts'
import { forbidden } from '../lib/errors.ts'
import { receiveMultipart } from '../lib/multipart-upload.ts'
import { parseInput } from '../lib/parse-input.ts'
import { checkUploads, createUploadTask } from '../services/part-uploads.ts'
import { versionForPricing } from '../services/quote-configs.ts'
import { findTask, taskStatus } from '../services/quote-tasks.ts'
import { admitUpload, reserveUpload } from '../services/upload-quota.ts'
import { analysisTask } from '../../contract/analysis-task.ts'
import { uploadFields } from '../../contract/part-attributes.ts'
import { uploadAnswer } from '../../contract/quote.ts'
import { PARTCOSTS_API } from '../../contract/api-paths.ts'

const taskParam = z.object({ taskId: z.string().regex(/^[0-9a-f]{24}$/) })
const errors = {
  ...commonErrors,
  403: errorEnvelope,
  409: errorEnvelope,
  413: errorEnvelope,
  415: errorEnvelope,
  429: errorEnvelope,
}

/** Upload of drawings and models, and the analysis task the client polls. */
export async function partcostsUploadRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config, storage, auth, jobs, queue } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['quoting']

  r.post(PARTCOSTS_API.upload, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'Upload 3D models and 2D drawings; parts are paired by file stem and analysed in the background',
      description:
        'multipart/form-data: file parts (STEP, STP, IGES, IGS, STL, OBJ, GLB, PDF, DXF, PNG, JPG — checked by content) and optional ' +
        'text fields chatRecordId, name, units, material, quantity, surfaceTreatments, heatTreatments (comma lists), toleranceGrade, ra, tier (lead-time tier key), region, ' +
        'configId (staff). Limits: QUOTE_UPLOAD_MAX_BYTES per file (413), QUOTE_UPLOAD_MAX_FILES files (413); per customer ' +
        'QUOTE_PARTS_IN_FLIGHT_MAX parts pending or running (429) and QUOTE_UPLOAD_DAILY_MB per 24 h (429 with Retry-After), ' +
        'QUOTE_UPLOAD_RATE_MAX uploads per minute (429 with Retry-After).',
      consumes: ['multipart/form-data'],
      response: { 200: envelopeOf(uploadAnswer), ...errors },
    },
    handler: async (req) => {
      const user = caller(req)
      await admitUpload(db, user, config)
      const folder = `parts/${randomBytes(12).toString('hex')}`
      const form = await receiveMultipart(req, storage, folder, {
        fileSize: config.uploadMaxBytes,
        files: config.uploadMaxFiles,
        idleMs: config.uploadIdleMs,
      })
      try {
        const { chatRecordId, name, configId, ...attributes } = parseInput(uploadFields, form.fields)
        if (configId !== undefined) {
          if (!user.may.chooseConfig) throw forbidden()
          await versionForPricing(db, configId)
        }
        const files = await checkUploads(storage, form.uploads)
        const created = await createUploadTask(
          db,
          user.id,
          { chatRecordId, recordName: name, configId, attributes },
          files,
          reserveUpload(user, config, files),
        )
        void queue.wake()
        return ok(req, created)
      } catch (error) {
        await form.discard()
        throw error
      }
    },
  })

  r.get(PARTCOSTS_API.task, {
    onRequest: auth(),
    schema: {
      tags,
      summary:
        'Analysis status for polling: done when every part finished, failed when all failed; a done part names its 3D view',
      params: taskParam,
      response: { 200: envelopeOf(analysisTask), ...errors },
    },
    handler: async (req) => ok(req, await taskStatus(db, caller(req), req.params.taskId, req.locale)),
  })

  r.post(PARTCOSTS_API.cancelTask, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'Cancel the unfinished parts of a task (they fail with "cancelled"; nothing half-written remains)',
      params: taskParam,
      response: { 200: envelopeOf(analysisTask), ...errors },
    },
    handler: async (req) => {
      const user = caller(req)
      const found = await findTask(db, user, req.params.taskId)
      if (found.userId !== user.id) throw forbidden()
      await jobs.cancel(found.id)
      return ok(req, await taskStatus(db, user, found.id, req.locale))
    },
  })
}
