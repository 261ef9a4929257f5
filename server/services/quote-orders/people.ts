import { inArray } from 'drizzle-orm'
import type { OrderActor, OrderCustomer } from '../../../contract/quote-order.ts'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import { translate, type Locale } from '../../lib/i18n.ts'
import type { AuthUser } from '../../lib/request-context.ts'

type UserRow = Pick<typeof users.$inferSelect, 'id' | 'username' | 'nickName' | 'realName' | 'companyName'>

const displayName = (u: UserRow) => u.nickName || u.realName || u.username

const toCustomer = (u: UserRow): OrderCustomer => ({
  id: u.id,
  username: u.username,
  name: displayName(u),
  companyName: u.companyName,
})

/** Customers by id, for rows that name them; every id asked for has an entry. */
export async function customersById(db: Db, ids: Iterable<number>): Promise<Map<number, OrderCustomer>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      nickName: users.nickName,
      realName: users.realName,
      companyName: users.companyName,
    })
    .from(users)
    .where(inArray(users.id, unique))
  const found = new Map(rows.map((u) => [u.id, toCustomer(u)]))
  // Orders carry no foreign key to their owner: name an account that is gone by its id.
  return new Map(unique.map((id) => [id, found.get(id) ?? { id, username: '', name: `#${id}`, companyName: '' }]))
}

/** The caller as the timeline records them (the name is kept even if the account changes later). */
export async function actorOf(db: Db, user: AuthUser): Promise<OrderActor> {
  const found = (await customersById(db, [user.id])).get(user.id)
  return { id: user.id, name: found?.name ?? user.username, role: user.role }
}

/** The expiry sweep. */
export const SYSTEM_ACTOR: OrderActor = { id: null, name: 'system', role: 'system' }

/** An actor for the reader: the server itself is named in the reader's language. */
export const actorOut = (actor: OrderActor, locale: Locale): OrderActor =>
  actor.role === SYSTEM_ACTOR.role ? { ...actor, name: translate(locale, 'quoteOrder.system') } : actor
