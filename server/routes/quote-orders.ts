import type { FastifyInstance, FastifyRequest } from 'fastify'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { pagedOf } from '../lib/envelope.ts'
import type { z } from 'zod'
import { type CheckedRequest, type EnvelopeRoute, envelopeRoutes, grantedErrors } from '../lib/envelope-routes.ts'
import type { OrderCall } from '../services/quote-orders/access.ts'
import { createOrder } from '../services/quote-orders/create.ts'
import { listOrders } from '../services/quote-orders/list.ts'
import { moveOrder } from '../services/quote-orders/moves.ts'
import { readOrder } from '../services/quote-orders/read.ts'
import { requoteOrder } from '../services/quote-orders/requote.ts'
import { adjustLine, clearFlags, editRemarks } from '../services/quote-orders/review.ts'
import { audienceOf } from '../services/quote-visibility.ts'
import {
  adjustBody,
  clearFlagsBody,
  createOrderBody,
  moveBody,
  orderIdParams,
  orderLineParams,
  orderListQuery,
  quoteOrder,
  quoteOrderRow,
  remarksBody,
} from '../../contract/quote-order.ts'
import { actionGuardFor } from '../services/admin/grants.ts'
import { STAFF_RIGHTS } from '../../contract/staff-rights.ts'
import { QUOTE_ORDER_API } from '../../contract/api-paths.ts'

const VERSIONED = 'Send the `version` you read: a stale one answers 409 and changes nothing.'

/**
 * Quote orders (报价单): create from priced parts, read, list, and the life cycle. Customers see and
 * act on their own orders only (others' are 404); staff see all and review. The services enforce
 * the move table of the shared contract, so these handlers only parse and answer.
 */
export async function quoteOrderRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth, storage, config } = deps
  const route = envelopeRoutes(app, ['quote orders'], grantedErrors)
  const call = (req: FastifyRequest): OrderCall => ({ db, user: caller(req), locale: req.locale })
  /** Review edits need the review right: a grant on the review screen, not a role name. */
  const reviewGuard = [auth(), actionGuardFor(db)(...STAFF_RIGHTS.review)]
  /** The order as the caller may see it (cost details follow the quote visibility rule). */
  const answer = (req: FastifyRequest, id: number) =>
    readOrder(call(req), id, audienceOf(caller(req), config.customerCostDetail))
  /** A change of one order (POST), answered with the order as the caller sees it afterwards. */
  const edit = <P extends z.ZodType<{ id: number }>, B extends z.ZodType>(
    url: string,
    meta: Omit<EnvelopeRoute<P, never, B, typeof quoteOrder>, 'data'>,
    change: (req: CheckedRequest<P, never, B>) => Promise<unknown>,
  ) =>
    route.post<typeof quoteOrder, P, never, B>(url, { ...meta, data: quoteOrder }, async (req) => {
      await change(req)
      return answer(req, (req.params as { id: number }).id)
    })

  route.get(
    QUOTE_ORDER_API.list,
    {
      onRequest: auth(),
      summary: 'Quote orders: own ones for a customer, all for staff; search, filter, sort, page',
      description:
        'keyword matches the number, a part name, or the customer (account, nickname, company); % and _ match literally.',
      querystring: orderListQuery,
      data: pagedOf(quoteOrderRow),
    },
    (req) => listOrders(db, caller(req), req.query),
  )

  route.post(
    QUOTE_ORDER_API.create,
    {
      onRequest: auth(),
      summary: 'A draft order from priced parts the caller owns (lines freeze each part’s latest quote)',
      body: createOrderBody,
      data: quoteOrder,
    },
    async (req) => answer(req, await createOrder(db, storage, caller(req), req.body, req.locale)),
  )

  route.get(
    QUOTE_ORDER_API.order,
    {
      onRequest: auth(),
      summary: 'One order with lines, frozen breakdowns, timeline and the caller’s actions',
      params: orderIdParams,
      data: quoteOrder,
    },
    (req) => answer(req, req.params.id),
  )

  edit(
    QUOTE_ORDER_API.move,
    {
      onRequest: auth(),
      summary: 'A life-cycle move: submit, accept, reject, order, cancel (owner) or quote (staff)',
      description: `Moves outside the table answer 409 with the reason; the wrong side answers 403. ${VERSIONED}`,
      params: orderIdParams,
      body: moveBody,
    },
    (req) => moveOrder(call(req), req.params.id, req.body),
  )

  edit(
    QUOTE_ORDER_API.adjust,
    {
      onRequest: reviewGuard,
      summary: 'Review: set a line’s unit price with a required reason (submitted orders, staff)',
      description: `The line's amounts follow the frozen VAT and minimum charge. ${VERSIONED}`,
      params: orderLineParams,
      body: adjustBody,
    },
    (req) => adjustLine(call(req), req.params.id, req.params.lineId, req.body),
  )

  edit(
    QUOTE_ORDER_API.clearFlags,
    {
      onRequest: reviewGuard,
      summary: 'Review: mark a line’s review flags handled (all, or the codes given; staff)',
      description: VERSIONED,
      params: orderLineParams,
      body: clearFlagsBody,
    },
    (req) => clearFlags(call(req), req.params.id, req.params.lineId, req.body),
  )

  edit(
    QUOTE_ORDER_API.remarks,
    {
      onRequest: auth(),
      summary: 'Edit the remarks of a draft (owner)',
      description: VERSIONED,
      params: orderIdParams,
      body: remarksBody,
    },
    (req) => editRemarks(call(req), req.params.id, req.body),
  )

  route.post(
    QUOTE_ORDER_API.requote,
    {
      onRequest: auth(),
      summary: 'A new draft from the same parts, priced again with the current configuration (owner)',
      params: orderIdParams,
      data: quoteOrder,
    },
    async (req) => answer(req, await requoteOrder(call(req), storage, req.params.id)),
  )
}
