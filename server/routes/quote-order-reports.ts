import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { commonErrors, envelopeOf, errorEnvelope, ok, pagedOf } from '../lib/envelope.ts'
import { translate } from '../lib/i18n.ts'
import { sendAttachment } from '../lib/attachment.ts'
import { PDF_TYPE } from '../lib/pdf/document.ts'
import { sendXlsx, XLSX_TYPE } from '../lib/spreadsheet.ts'
import { compareFor } from '../services/quote-orders/compare-load.ts'
import { findOrder } from '../services/quote-orders/access.ts'
import { listProducts } from '../services/quote-orders/products.ts'
import { orderPdf } from '../services/quote-orders/quote-pdf.ts'
import { orderSheets } from '../services/quote-orders/sheet.ts'
import { statisticsSheet } from '../services/quote-orders/statistics-sheet.ts'
import { statisticsFor } from '../services/quote-orders/statistics.ts'
import { audienceOf } from '../services/quote-visibility.ts'
import {
  batchDownloadQuery,
  compareQuery,
  comparison,
  orderIdParams,
  productQuery,
  productRow,
  statistics,
  statisticsQuery,
} from '../../contract/quote-order.ts'
import { actionGuardFor } from '../services/admin/grants.ts'
import { QUOTE_ORDER_STATISTICS_SCREEN } from '../../contract/staff-rights.ts'
import { QUOTE_ORDER_API } from '../../contract/api-paths.ts'

const XLSX_NAME = 'quote-order.xlsx'
const errors = { ...commonErrors, 403: errorEnvelope, 409: errorEnvelope }
const FILE = 'Answers the file (not the envelope); errors are envelopes.'

/** Downloads, comparison, the product list (owner or staff) and price statistics (staff). */
export async function quoteOrderReportRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth, storage, config } = deps
  const audience = (req: FastifyRequest) => audienceOf(caller(req), config.customerCostDetail)
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['quote orders']
  /** Statistics span every customer's orders: held by a grant on their screen, not a role name. */
  const statisticsGuard = [auth(), actionGuardFor(db)(QUOTE_ORDER_STATISTICS_SCREEN, 'view')]

  r.get(QUOTE_ORDER_API.orderXlsx, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'The quote sheet of one order as XLSX, in the caller’s language',
      description: FILE,
      params: orderIdParams,
      produces: [XLSX_TYPE],
    },
    handler: async (req, reply) => {
      const user = caller(req)
      const { order } = await findOrder(db, user, req.params.id)
      return sendXlsx(
        reply,
        await orderSheets(db, user, [order.id], req.locale, audience(req)),
        `${order.number}.xlsx`,
        XLSX_NAME,
      )
    },
  })

  r.get(QUOTE_ORDER_API.orderPdf, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'The 报价单 of one order as PDF (letterhead, lines, totals in figures and capitals, terms, seal)',
      description: `In the caller’s language. ${FILE}`,
      params: orderIdParams,
      produces: [PDF_TYPE],
    },
    handler: async (req, reply) => {
      const user = caller(req)
      const pdf = await orderPdf({ db, user, locale: req.locale }, req.params.id, audience(req))
      return sendAttachment(reply, PDF_TYPE, pdf.bytes, `${pdf.number}.pdf`, 'quote-order.pdf')
    },
  })

  r.get(QUOTE_ORDER_API.xlsx, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'Quote sheets of several orders as one XLSX (a summary sheet, then one per order)',
      description: FILE,
      querystring: batchDownloadQuery,
      produces: [XLSX_TYPE],
    },
    handler: async (req, reply) => {
      const ids = [...new Set(req.query.ids)]
      const name = `${translate(req.locale, 'orderSheet.summary')}-${new Date().toISOString().slice(0, 10)}.xlsx`
      return sendXlsx(reply, await orderSheets(db, caller(req), ids, req.locale, audience(req)), name, XLSX_NAME)
    },
  })

  r.get(QUOTE_ORDER_API.compare, {
    onRequest: auth(),
    schema: {
      tags,
      summary:
        'Orders (ids) or quotes of one part (quoteIds) side by side, differences marked and the price difference explained',
      querystring: compareQuery,
      response: { 200: envelopeOf(comparison), ...errors },
    },
    handler: async (req) => ok(req, await compareFor(db, storage, caller(req), req.query, req.locale, audience(req))),
  })

  r.get(QUOTE_ORDER_API.products, {
    onRequest: auth(),
    schema: {
      tags,
      summary:
        'Every part quoted, one row per product (same files → same product), with prices, quote history and orders',
      description: 'A customer sees their own; staff see everyone’s (customerId narrows).',
      querystring: productQuery,
      response: { 200: envelopeOf(pagedOf(productRow)), ...errors },
    },
    handler: async (req) => ok(req, await listProducts(db, storage, caller(req), req.query)),
  })

  r.get(QUOTE_ORDER_API.statistics, {
    onRequest: statisticsGuard,
    schema: {
      tags,
      summary:
        'Price statistics (staff): quotes and orders per period, conversion, average prices, price-quantity points, review adjustments',
      querystring: statisticsQuery,
      response: { 200: envelopeOf(statistics), ...errors },
    },
    handler: async (req) => ok(req, await statisticsFor(db, req.query)),
  })

  r.get(QUOTE_ORDER_API.statisticsXlsx, {
    onRequest: statisticsGuard,
    schema: {
      tags,
      summary: 'The price statistics as XLSX (staff)',
      description: FILE,
      querystring: statisticsQuery,
      produces: [XLSX_TYPE],
    },
    handler: async (req, reply) => {
      const stats = await statisticsFor(db, req.query)
      return sendXlsx(
        reply,
        await statisticsSheet(stats, req.locale),
        `${translate(req.locale, 'statSheet.title')}-${stats.from}-${stats.to}.xlsx`,
        XLSX_NAME,
      )
    },
  })
}
