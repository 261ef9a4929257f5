import { AppError } from '../../lib/errors.ts'
import { translate } from '../../lib/i18n.ts'
import type { FileStorage } from '../../lib/storage.ts'
import { findOrder, type OrderCall } from './access.ts'
import { createOrder } from './create.ts'
import { orderLines } from './read.ts'

/**
 * A new draft from the same parts, each priced again with the current configuration; the old
 * order is left as it is (it may be compared with the new one).
 */
export async function requoteOrder(call: OrderCall, storage: FileStorage, id: number) {
  const { db, user, locale, now = new Date() } = call
  const { order, actors } = await findOrder(db, user, id)
  if (!actors.includes('owner'))
    throw new AppError(403, 'quoteOrder.ownerOnly', { action: translate(locale, 'quoteOrder.action.requote') })
  const partIds = (await orderLines(db, order.id)).map((l) => l.partId)
  return createOrder(db, storage, user, { partIds, remarks: order.remarks, reprice: true }, locale, {
    sourceOrderId: order.id,
    now,
  })
}
