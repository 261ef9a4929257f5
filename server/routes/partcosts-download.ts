import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { translate } from '../lib/i18n.ts'
import { sendXlsx, XLSX_TYPE } from '../lib/spreadsheet.ts'
import { buildQuoteSheet } from '../services/quote-sheet.ts'
import { audienceOf } from '../services/quote-visibility.ts'
import { idParam } from '../../contract/envelope.ts'
import { PARTCOSTS_API } from '../../contract/api-paths.ts'

/** Batch download of the quote sheet (报价单) as XLSX. */
export async function partcostsDownloadRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth, config } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.put(PARTCOSTS_API.batchDownload, {
    onRequest: auth(),
    schema: {
      tags: ['quoting'],
      summary: 'XLSX quote sheet for the given parts (latest quote of each), in the caller’s language',
      description:
        'Body { partIds: number[] } (1–200, owner or staff). Answers the file (not the envelope); errors are envelopes.',
      body: z.object({ partIds: z.array(idParam).min(1).max(200) }),
      produces: [XLSX_TYPE],
    },
    handler: async (req, reply) => {
      const ids = [...new Set(req.body.partIds)]
      const user = caller(req)
      const file = await buildQuoteSheet(db, user, ids, req.locale, audienceOf(user, config.customerCostDetail))
      const name = `${translate(req.locale, 'sheet.title')}-${new Date().toISOString().slice(0, 10)}.xlsx`
      return sendXlsx(reply, file, name, 'quote.xlsx')
    },
  })
}
