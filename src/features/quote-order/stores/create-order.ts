import { atom } from 'nanostores'
import { showToast } from '../../../lib/api/toast.ts'
import { t } from '../../../lib/i18n/index.ts'
import { createOrder } from '../api/create-order.ts'
import '../messages.ts'

/** True while an order is being created (the button spins, a second click waits). */
export const $creatingOrder = atom(false)

/**
 * Creates a draft order from priced parts, in the order given; `reprice` prices them with the
 * current configuration first (re-quote from the product list). Answers the new order's id, or
 * null when refused (the client's toast says why, in the server's words).
 */
export async function createOrderFrom(partIds: readonly number[], reprice = false): Promise<number | null> {
  if (partIds.length === 0 || $creatingOrder.get()) return null
  $creatingOrder.set(true)
  try {
    const order = await createOrder({ partIds: [...partIds], ...(reprice ? { reprice } : {}) })
    showToast('success', t('quoteOrder.created', { number: order.number }))
    return order.id
  } catch {
    return null
  } finally {
    $creatingOrder.set(false)
  }
}
