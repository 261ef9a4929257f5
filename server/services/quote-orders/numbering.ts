import { sql } from 'drizzle-orm'
import { formatOrderNumber } from '../../../contract/quote-order-states.ts'
import type { Db } from '../../db/client.ts'
import { quoteOrderSequences } from '../../db/schema.ts'

type Tx = Pick<Db, 'insert'>

/**
 * The next order number of `year`. One upsert increments the counter atomically, so concurrent
 * creations never share a number (the row lock holds until the transaction ends).
 */
export async function nextOrderNumber(tx: Tx, year: number): Promise<string> {
  const [row] = await tx
    .insert(quoteOrderSequences)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: quoteOrderSequences.year, set: { last: sql`${quoteOrderSequences.last} + 1` } })
    .returning({ last: quoteOrderSequences.last })
  return formatOrderNumber(year, row!.last)
}
