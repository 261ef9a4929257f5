import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { commonErrors, envelopeOf, ok, pagedOf, pageQuery } from '../lib/envelope.ts'
import { receiveMultipart } from '../lib/multipart-upload.ts'
import { parseInput } from '../lib/parse-input.ts'
import {
  createAutoProcessRecord,
  deleteAutoProcessRecord,
  pageAutoProcessRecords,
  updateAutoProcessRecord,
} from '../services/auto-process-records.ts'
import { autoProcessRecordRow, recordName } from '../../src/lib/contract/chat-records.ts'
import { idParam } from '../../src/lib/contract/envelope.ts'
import { text } from '../../src/lib/contract/text.ts'

const base = '/api/auto-process-chat-record'
const createFields = z.object({ name: text().trim().max(100).default('') })
const createdRecord = autoProcessRecordRow.extend({
  files: z.array(z.object({ id: z.number().int(), name: z.string(), size: z.number().int(), mimeType: z.string() })),
})

/** Auto-process (process generation) chat records of the caller. Other users' records answer 404. */
export async function autoProcessChatRecordRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config, storage, auth } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['auto-process chat records']
  const idOnly = z.object({ id: idParam })

  r.get(`${base}/page`, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'The caller’s process chat records, newest update first (default page 1, 20 rows)',
      querystring: pageQuery,
      response: { 200: envelopeOf(pagedOf(autoProcessRecordRow)), ...commonErrors },
    },
    handler: async (req) =>
      ok(req, await pageAutoProcessRecords(db, caller(req).id, req.query.pageIndex, req.query.pageSize)),
  })

  r.post(`${base}/create`, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'Create a record: multipart with a "name" field and any number of file parts',
      description: `Limits: QUOTE_UPLOAD_MAX_BYTES per file, QUOTE_UPLOAD_MAX_FILES files.`,
      consumes: ['multipart/form-data'],
      response: { 200: envelopeOf(createdRecord), ...commonErrors },
    },
    handler: async (req) => {
      const folder = `auto-process/${randomBytes(12).toString('hex')}`
      const form = await receiveMultipart(req, storage, folder, {
        fileSize: config.uploadMaxBytes,
        files: config.uploadMaxFiles,
      })
      try {
        const { name } = parseInput(createFields, form.fields)
        return ok(req, await createAutoProcessRecord(db, caller(req).id, name, form.uploads))
      } catch (error) {
        await form.discard()
        throw error
      }
    },
  })

  r.post(`${base}/:id`, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'Delete one of the caller’s process chat records and its files',
      params: idOnly,
      response: { 200: envelopeOf(z.boolean()), ...commonErrors },
    },
    handler: async (req) => {
      await deleteAutoProcessRecord(db, storage, caller(req).id, req.params.id)
      return ok(req, true)
    },
  })

  r.post(`${base}/update-name/:chatRecordId`, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'Rename a process chat record (query name)',
      params: z.object({ chatRecordId: idParam }),
      querystring: z.object({ name: recordName }),
      response: { 200: envelopeOf(autoProcessRecordRow), ...commonErrors },
    },
    handler: async (req) =>
      ok(req, await updateAutoProcessRecord(db, caller(req).id, req.params.chatRecordId, { name: req.query.name })),
  })

  r.post(`${base}/update-dispatch-id/:id`, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'Set the planning job id of a process chat record (query dispatchId)',
      params: idOnly,
      querystring: z.object({ dispatchId: text().trim().min(1).max(100) }),
      response: { 200: envelopeOf(autoProcessRecordRow), ...commonErrors },
    },
    handler: async (req) =>
      ok(req, await updateAutoProcessRecord(db, caller(req).id, req.params.id, { dispatchId: req.query.dispatchId })),
  })
}
