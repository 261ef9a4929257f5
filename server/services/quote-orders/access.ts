import { eq, type SQL } from 'drizzle-orm'
import type { QuoteOrderActor } from '../../../contract/quote-order-states.ts'
import type { Db } from '../../db/client.ts'
import { quoteOrders } from '../../db/schema.ts'
import { notFound } from '../../lib/errors.ts'
import type { Locale } from '../../lib/i18n.ts'
import type { AuthUser } from '../../lib/request-context.ts'

export type OrderEntity = typeof quoteOrders.$inferSelect

/**
 * Who calls a service on one order, in which language, and when: a request takes the clock's time,
 * the demo seed sets its own.
 */
export interface OrderCall {
  db: Db
  user: AuthUser
  locale: Locale
  now?: Date
}

/**
 * How the caller relates to an order: its owner, and staff when granted the review. Ownership is
 * the account itself, as for parts and chat records: a company's sub-accounts do not see each
 * other's orders.
 */
export function actorsFor(user: AuthUser, ownerId: number): QuoteOrderActor[] {
  const actors: QuoteOrderActor[] = []
  if (user.id === ownerId) actors.push('owner')
  if (user.may.review) actors.push('staff')
  return actors
}

/** Whether the caller may read an order of `ownerId`: their own, or every one when granted. */
export const mayRead = (user: AuthUser, ownerId: number) => user.id === ownerId || user.may.seeEveryCustomer

/** The list filter: every order for a caller who may see every customer's, else their own. */
export const visibleTo = (user: AuthUser): SQL | undefined =>
  user.may.seeEveryCustomer ? undefined : eq(quoteOrders.userId, user.id)

/** Loads an order the caller may read; anyone else's order is "not found" to a customer. */
export async function findOrder(db: Db, user: AuthUser, id: number) {
  const [order] = await db.select().from(quoteOrders).where(eq(quoteOrders.id, id))
  if (!order || !mayRead(user, order.userId)) throw notFound('quoteOrder.notFound')
  return { order, actors: actorsFor(user, order.userId) }
}
