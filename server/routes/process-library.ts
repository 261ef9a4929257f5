import type { FastifyInstance, FastifyRequest } from 'fastify'
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
import { commonErrors, pagedOf } from '../lib/envelope.ts'
import { envelopeRoutes, grantedErrors } from '../lib/envelope-routes.ts'
import { currentUser } from '../lib/auth.ts'
import { actionGuardFor } from '../services/admin/grants.ts'
import { listLibrary } from '../services/process-library/list.ts'
import { pickerOptions } from '../services/process-library/options.ts'
import { deleteEntry } from '../services/process-library/remove.ts'
import { createEntry, createValues, editValues, updateEntry } from '../services/process-library/write.ts'

const row = z.union([craftRow, equipmentRow, toolRow])
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
  const tags = ['process library']
  const route = envelopeRoutes(app, tags, grantedErrors)
  const can = actionGuardFor(db)
  const staff = (action: PermissionAction) => [auth(), can(libraryScreen, action)]

  envelopeRoutes(app, tags, commonErrors).get(
    API.options,
    {
      onRequest: auth(),
      summary: 'Every enabled craft, machine and tool, for pickers',
      description: 'A machine’s hourlyRate only for callers holding the equipment library’s view grant.',
      data: libraryPickerOptions,
    },
    (req) => pickerOptions(db, currentUser(req).roleId),
  )
  route.get(
    API.list,
    {
      onRequest: staff('view'),
      summary: 'Paged rows in code order; keyword matches code, names and workshop literally',
      params: libraryParams,
      querystring: libraryQuery,
      data: pagedOf(row),
    },
    (req) => listLibrary(db, req.params.library, req.query),
  )
  route.post(
    API.list,
    {
      onRequest: staff('add'),
      summary: 'Add a row (409 when the code exists in any case)',
      params: libraryParams,
      body: anyBody,
      data: row,
    },
    (req) => createEntry(db, caller(req), req.params.library, createValues(req.params.library, req.body)),
  )
  route.put(
    API.row,
    {
      onRequest: staff('edit'),
      summary: 'Change the fields given (the code is fixed and ignored)',
      params: libraryRowParams,
      body: anyBody,
      data: row,
    },
    (req) => {
      const { library, id } = req.params
      return updateEntry(db, caller(req), library, id, editValues(library, req.body))
    },
  )
  route.put(
    API.status,
    {
      onRequest: staff('edit'),
      summary: 'Enable or disable a row (disabled rows are not offered to the planner or pickers)',
      params: libraryRowParams,
      body: libraryStatus,
      data: row,
    },
    (req) => updateEntry(db, caller(req), req.params.library, req.params.id, { enabled: req.body.enabled }),
  )
  route.delete(
    API.row,
    {
      onRequest: staff('delete'),
      summary: 'Delete a row (409 naming the record while a dispatched route uses it)',
      params: libraryRowParams,
      data: z.object({ deleted: z.literal(true) }),
    },
    async (req) => {
      await deleteEntry(db, caller(req), req.params.library, req.params.id)
      return { deleted: true as const }
    },
  )
}
