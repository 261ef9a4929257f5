import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  craftRow,
  equipmentRow,
  libraryPickerOptions,
  libraryParams,
  libraryQuery,
  libraryRowParams,
  libraryStatus,
  PROCESS_LIBRARY_API as API,
  PROCESS_LIBRARY_SCREENS,
  toolRow,
  type ProcessLibrary,
} from '../../contract/process-library.ts'
import type { ScreenName } from '../../contract/route-table.ts'
import { text } from '../../contract/text.ts'
import type { PermissionAction } from '../../contract/wire.ts'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { commonErrors, envelopeOf, errorEnvelope, ok, pagedOf } from '../lib/envelope.ts'
import { currentUser } from '../lib/auth.ts'
import { actionGuardFor } from '../services/admin/grants.ts'
import { listLibrary } from '../services/process-library/list.ts'
import { pickerOptions } from '../services/process-library/options.ts'
import { deleteEntry } from '../services/process-library/remove.ts'
import { createEntry, createValues, editValues, updateEntry } from '../services/process-library/write.ts'

const row = z.union([craftRow, equipmentRow, toolRow])
const errors = { ...commonErrors, 403: errorEnvelope, 409: errorEnvelope }
const anyBody = z.record(text(), z.unknown())

/**
 * The screen of the `:library` a request names; an unknown library checks the process management
 * directory, so a caller holding it gets the route's own 400 and anyone else a 403.
 */
export const libraryScreen = (req: FastifyRequest): ScreenName =>
  PROCESS_LIBRARY_SCREENS[(req.params as { library?: string }).library as ProcessLibrary] ?? 'ProcessManage'

/**
 * The process libraries: crafts, equipment and tools, each managed on its process
 * management screen and checked against the caller's grants there. The options list is read by
 * every signed-in user, since customers pick entries when they edit their own routes; machine
 * rates in it go only to holders of the equipment library.
 */
export async function processLibraryRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['process library']
  const can = actionGuardFor(db)
  const staff = (action: PermissionAction) => [auth(), can(libraryScreen, action)]

  r.get(API.options, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'Every enabled craft, machine and tool, for pickers',
      description: 'A machine’s hourlyRate only for callers holding the equipment library’s view grant.',
      response: { 200: envelopeOf(libraryPickerOptions), ...commonErrors },
    },
    handler: async (req) => ok(req, await pickerOptions(db, currentUser(req).roleId)),
  })

  r.get(API.list, {
    onRequest: staff('view'),
    schema: {
      tags,
      summary: 'Paged rows in code order; keyword matches code, names and workshop literally',
      params: libraryParams,
      querystring: libraryQuery,
      response: { 200: envelopeOf(pagedOf(row)), ...errors },
    },
    handler: async (req) => ok(req, await listLibrary(db, req.params.library, req.query)),
  })

  r.post(API.list, {
    onRequest: staff('add'),
    schema: {
      tags,
      summary: 'Add a row (409 when the code exists in any case)',
      params: libraryParams,
      body: anyBody,
      response: { 200: envelopeOf(row), ...errors },
    },
    handler: async (req) => {
      const values = createValues(req.params.library, req.body)
      return ok(req, await createEntry(db, caller(req), req.params.library, values))
    },
  })

  r.put(API.row, {
    onRequest: staff('edit'),
    schema: {
      tags,
      summary: 'Change the fields given (the code is fixed and ignored)',
      params: libraryRowParams,
      body: anyBody,
      response: { 200: envelopeOf(row), ...errors },
    },
    handler: async (req) => {
      const values = editValues(req.params.library, req.body)
      return ok(req, await updateEntry(db, caller(req), req.params.library, req.params.id, values))
    },
  })

  r.put(API.status, {
    onRequest: staff('edit'),
    schema: {
      tags,
      summary: 'Enable or disable a row (disabled rows are not offered to the planner or pickers)',
      params: libraryRowParams,
      body: libraryStatus,
      response: { 200: envelopeOf(row), ...errors },
    },
    handler: async (req) =>
      ok(req, await updateEntry(db, caller(req), req.params.library, req.params.id, { enabled: req.body.enabled })),
  })

  r.delete(API.row, {
    onRequest: staff('delete'),
    schema: {
      tags,
      summary: 'Delete a row (409 naming the record while a dispatched route uses it)',
      params: libraryRowParams,
      response: { 200: envelopeOf(z.object({ deleted: z.literal(true) })), ...errors },
    },
    handler: async (req) => {
      await deleteEntry(db, caller(req), req.params.library, req.params.id)
      return ok(req, { deleted: true as const })
    },
  })
}
