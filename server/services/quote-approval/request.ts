import type { quoteOrderLines, StoredApproval } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
import type { OrderEntity } from '../quote-orders/access.ts'
import type { OrderChange } from '../quote-orders/write.ts'
import type { Db } from '../../db/client.ts'
import { routeApproval } from './route.ts'
import { enabledRules } from './rules.ts'

/** Whether an order's prices are waiting on approvers, or were sent back by them: no one outside the shop sees them. */
export const priceWithheld = (order: Pick<OrderEntity, 'approval'>) =>
  order.approval !== null && order.approval.state !== 'approved'

/** Review edits and quoting are refused while approvers are deciding: they must decide the prices they were shown. */
export function refuseWhilePending(order: Pick<OrderEntity, 'approval'>) {
  if (order.approval?.state === 'pending') throw new AppError(409, 'approval.pending')
}

/**
 * The change a quote makes when an enabled rule matches the order: a new approval round with the
 * steps of the strictest matching rule, the status staying submitted (the customer sees no price
 * yet). Null when no rule matches, and the quote goes to the customer as before.
 */
export async function approvalRequest(
  db: Pick<Db, 'select'>,
  order: OrderEntity,
  lines: readonly (typeof quoteOrderLines.$inferSelect)[],
): Promise<OrderChange | null> {
  const { steps, matched } = routeApproval(await enabledRules(db), lines)
  if (steps.length === 0) return null
  const approval: StoredApproval = {
    round: (order.approval?.round ?? 0) + 1,
    state: 'pending',
    steps,
    passed: [],
    rules: matched.map((r) => ({ kind: r.kind, threshold: r.threshold, steps: r.steps })),
  }
  return {
    action: 'approvalRequest',
    detail: { round: approval.round, steps, rules: approval.rules },
    write: async () => ({ approval }),
  }
}
