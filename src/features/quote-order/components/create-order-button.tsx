import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { ORDER_PARTS_MAX } from '../../../../contract/quote-order-states.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { $creatingOrder, createOrderFrom } from '../stores/create-order.ts'
import '../messages.ts'
import '../styles.ts'

/** Props of CreateOrderButton. */
export interface CreateOrderButtonProps {
  /** The ticked priced parts, in line order. */
  partIds: readonly number[]
  /** The draft exists: the host opens it. */
  onCreated: (orderId: number) => void
}

/** "生成报价单": a draft quote order from the ticked priced parts. */
export function CreateOrderButton({ partIds, onCreated }: CreateOrderButtonProps) {
  const t = useT()
  const creating = useStore($creatingOrder)
  const create = async () => {
    const id = await createOrderFrom(partIds)
    if (id !== null) onCreated(id)
  }
  return (
    <sl-button
      size="small"
      variant="primary"
      loading={creating}
      disabled={partIds.length === 0 || partIds.length > ORDER_PARTS_MAX || creating}
      onClick={() => void create()}
      data-testid="qo-create"
    >
      {t('quoteOrder.create', { count: partIds.length })}
    </sl-button>
  )
}
