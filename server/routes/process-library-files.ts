import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  importAnswer,
  LIBRARY_IMPORT_MAX_BYTES,
  libraryFilter,
  libraryParams,
  PROCESS_LIBRARY_API as API,
} from '../../contract/process-library.ts'
import { currentUser } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { commonErrors, envelopeOf, errorEnvelope, ok } from '../lib/envelope.ts'
import { receiveOneFile } from '../lib/multipart-upload.ts'
import { sendXlsx, XLSX_TYPE } from '../lib/spreadsheet.ts'
import { validationMessage } from '../lib/validation-message.ts'
import { actionGuardFor } from '../services/admin/grants.ts'
import { SHEET_TITLES } from '../services/process-library/columns.ts'
import { importLibrary } from '../services/process-library/import.ts'
import { allMatching } from '../services/process-library/list.ts'
import { buildLibrarySheet } from '../services/process-library/sheet.ts'
import { libraryScreen } from './process-library.ts'

const errors = { ...commonErrors, 403: errorEnvelope, 413: errorEnvelope, 415: errorEnvelope }

/** XLSX export and import of one process library: the same columns both ways, so a sheet round-trips. */
export async function processLibraryFileRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['process library']
  const can = actionGuardFor(db)

  r.get(API.export, {
    onRequest: [auth(), can(libraryScreen, 'view')],
    schema: {
      tags,
      summary: 'XLSX of every row matching the keyword and enabled filter (zh headers)',
      description: 'Answers the file (not the envelope); errors are envelopes.',
      params: libraryParams,
      querystring: libraryFilter,
      produces: [XLSX_TYPE],
    },
    handler: async (req, reply) => {
      const { library } = req.params
      const file = await buildLibrarySheet(library, await allMatching(db, library, req.query))
      const name = `${SHEET_TITLES[library]}-${new Date().toISOString().slice(0, 10)}.xlsx`
      return sendXlsx(reply, file, name, `${library}.xlsx`)
    },
  })

  r.post(API.import, {
    onRequest: [auth(), can(libraryScreen, 'add')],
    schema: {
      tags,
      summary: 'Import an XLSX (multipart field "file"): rows whose code exists update it, others are added',
      description:
        'All or nothing: a bad row answers 400 naming its row number and column, and nothing is written. ' +
        'The file is read in a worker thread within IMPORT_LIMITS (server/services/process-library/sheet-bounds.ts): ' +
        'a file past its unpacked size, parts, rows, columns, time or memory answers 400 naming the limit.',
      consumes: ['multipart/form-data'],
      params: libraryParams,
      response: { 200: envelopeOf(importAnswer), ...errors },
    },
    handler: async (req) => {
      const file = await receiveOneFile(req, LIBRARY_IMPORT_MAX_BYTES)
      const answer = await importLibrary(db, currentUser(req), req.params.library, file, (issues, source) =>
        validationMessage(req, 'row', issues, source),
      )
      return ok(req, answer, 'processLibrary.imported', answer)
    },
  })
}
