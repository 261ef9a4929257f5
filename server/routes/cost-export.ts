import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../lib/deps.ts'
import { actionGuardFor } from '../services/admin/grants.ts'
import { tableScreen } from '../services/admin/screens.ts'
import { notFound } from '../lib/errors.ts'
import { sendXlsx, XLSX_TYPE } from '../lib/spreadsheet.ts'
import { buildCostSheet, costSheetTitle } from '../services/cost-sheet.ts'
import { listCostRows } from '../services/cost-table-rows.ts'
import { COST_TABLE_NAMES, type CostTableName } from '../../contract/cost-tables.ts'
import { idParam } from '../../contract/envelope.ts'
import { text } from '../../contract/text.ts'
import { COST_API } from '../../contract/api-paths.ts'

/**
 * XLSX export of one cost table (every row matching the keyword, not just one page), in the
 * caller's language. Staff only, like the tables themselves.
 */
export async function costExportRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(COST_API.export, {
    onRequest: [auth(), actionGuardFor(db)(tableScreen, 'view')],
    schema: {
      tags: ['cost tables'],
      summary: 'XLSX of a cost table (all rows matching `search`), in the caller’s language',
      description: 'Answers the file (not the envelope); errors are envelopes. Unknown table → 404.',
      // A plain string, so an unknown table is a 404 (a missing resource) rather than a 400.
      params: z.object({ table: text() }),
      querystring: z.object({ search: text().trim().max(100).optional(), configId: idParam.optional() }),
      produces: [XLSX_TYPE],
    },
    handler: async (req, reply) => {
      const table = req.params.table as CostTableName
      if (!COST_TABLE_NAMES.includes(table)) throw notFound('notFound')
      const { search, configId } = req.query
      const page = await listCostRows(db, table, {
        keyword: search,
        configId,
        pageIndex: 1,
        pageSize: Number.MAX_SAFE_INTEGER,
      })
      const file = await buildCostSheet(table, page.rows, req.locale, page.version)
      const name = `${costSheetTitle(table, req.locale)}-${new Date().toISOString().slice(0, 10)}.xlsx`
      return sendXlsx(reply, file, name, `${table}.xlsx`)
    },
  })
}
