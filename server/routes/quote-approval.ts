import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { envelopeRoutes, grantedErrors } from '../lib/envelope-routes.ts'
import { actionGuardFor } from '../services/admin/grants.ts'
import { decideApproval } from '../services/quote-approval/decide.ts'
import { createRule, deleteRule, editRule, listRules } from '../services/quote-approval/rules.ts'
import { readOrder } from '../services/quote-orders/read.ts'
import { audienceOf } from '../services/quote-visibility.ts'
import { QUOTE_ORDER_API } from '../../contract/api-paths.ts'
import {
  approvalDecisionBody,
  approvalRule,
  approvalRuleBody,
  approvalRuleParams,
} from '../../contract/quote-approval.ts'
import { orderIdParams, quoteOrder } from '../../contract/quote-order.ts'
import { STAFF_RIGHTS } from '../../contract/staff-rights.ts'

/**
 * Approval before a quote reaches the customer: the rules (read with the rules screen's `view`,
 * changed with its `edit`, audited) and an approver's decision on an order's waiting step (the
 * service checks the step's own right, so one route serves 审核 and 批准).
 */
export async function quoteApprovalRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth, config } = deps
  const route = envelopeRoutes(app, ['quote approval'], grantedErrors)
  const can = actionGuardFor(db)
  const [screen] = STAFF_RIGHTS.editApprovalRules
  const rules = (action: 'view' | 'edit') => [auth(), can(screen, action)]

  route.get(
    QUOTE_ORDER_API.approvalRules,
    { onRequest: rules('view'), summary: 'The approval rules, oldest first', data: z.array(approvalRule) },
    () => listRules(db),
  )

  route.post(
    QUOTE_ORDER_API.approvalRules,
    { onRequest: rules('edit'), summary: 'Add an approval rule', body: approvalRuleBody, data: approvalRule },
    (req) => createRule(db, caller(req), req.body),
  )

  route.put(
    QUOTE_ORDER_API.approvalRule,
    {
      onRequest: rules('edit'),
      summary: 'Change an approval rule (orders already in approval keep their steps)',
      params: approvalRuleParams,
      body: approvalRuleBody,
      data: approvalRule,
    },
    (req) => editRule(db, caller(req), req.params.ruleId, req.body),
  )

  route.delete(
    QUOTE_ORDER_API.approvalRule,
    {
      onRequest: rules('edit'),
      summary: 'Remove an approval rule',
      params: approvalRuleParams,
      data: z.null(),
    },
    async (req) => {
      await deleteRule(db, caller(req), req.params.ruleId)
      return null
    },
  )

  route.post(
    QUOTE_ORDER_API.approval,
    {
      onRequest: auth(),
      summary: 'Approve or reject the waiting approval step (审核, then 批准) with an opinion',
      description:
        'Needs the step’s right (403 otherwise); the step must be the waiting one and the version the one read (409). ' +
        'The last approval issues the quote; a rejection sends it back to pricing.',
      params: orderIdParams,
      body: approvalDecisionBody,
      data: quoteOrder,
    },
    async (req) => {
      const call = { db, user: caller(req), locale: req.locale }
      await decideApproval(call, req.params.id, req.body)
      return readOrder(call, req.params.id, audienceOf(caller(req), config.customerCostDetail))
    },
  )
}
