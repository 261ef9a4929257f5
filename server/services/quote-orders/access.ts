import { eq, type SQL } from 'drizzle-orm'
import type { QuoteOrderActor } from '../../../contract/quote-order-states.ts'
import type { Db } from '../../db/client.ts'
import { quoteOrders } from '../../db/schema.ts'
import { notFound } from '../../lib/errors.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { isStaff } from '../part-access.ts'

export type OrderEntity = typeof quoteOrders.$inferSelect

/**
 * How the caller relates to an order. Ownership is the account itself, as for parts and chat
 * records: a company's sub-accounts do not see each other's orders.
 */
export function actorsFor(user: AuthUser, ownerId: number): QuoteOrderActor[] {
  const actors: QuoteOrderActor[] = []
  if (user.id === ownerId) actors.push('owner')
  if (isStaff(user)) actors.push('staff')
  return actors
}

/** The list filter: staff see every order, a customer only their own. */
export const visibleTo = (user: AuthUser): SQL | undefined =>
  isStaff(user) ? undefined : eq(quoteOrders.userId, user.id)

/** Loads an order the caller may see; anyone else's order is "not found" for a customer. */
export async function findOrder(db: Db, user: AuthUser, id: number) {
  const [order] = await db.select().from(quoteOrders).where(eq(quoteOrders.id, id))
  if (!order) throw notFound('quoteOrder.notFound')
  const actors = actorsFor(user, order.userId)
  if (actors.length === 0) throw notFound('quoteOrder.notFound')
  return { order, actors }
}
