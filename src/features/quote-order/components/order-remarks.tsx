import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { REMARKS_MAX } from '../../../../contract/quote-order-states.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { OpinionField } from '../../../lib/opinion-field.tsx'
import type { QuoteOrder } from '../api/types.ts'
import { $orderDetail } from '../stores/order-detail.ts'
import { saveOrderRemarks, setRemarksDraft } from '../stores/order-writes.ts'

/** The order's remarks: editable by the owner while it is a draft, read-only otherwise. */
export function OrderRemarks({ order }: { order: QuoteOrder }) {
  const t = useT()
  const { remarks, busy } = useStore($orderDetail)
  if (!order.actions.includes('remarks')) {
    return order.remarks ? (
      <section className="qe-qo-section">
        <h2 className="qe-subtitle">{t('quoteOrder.remarks.title')}</h2>
        <p className="qe-qo-remarks" data-testid="qo-remarks">
          {order.remarks}
        </p>
      </section>
    ) : null
  }
  const value = remarks ?? order.remarks
  return (
    <section className="qe-qo-section">
      <OpinionField
        label={t('quoteOrder.remarks.title')}
        value={value}
        onChange={setRemarksDraft}
        maxLength={REMARKS_MAX}
        placeholder={t('quoteOrder.remarks.placeholder')}
        className="qe-qo-field"
        captionClassName="qe-subtitle"
        testId="qo-remarks-input"
      />
      {remarks !== null && remarks !== order.remarks && (
        <div className="qe-toolbar">
          <sl-button
            size="small"
            variant="primary"
            loading={busy === 'remarks'}
            disabled={busy !== '' && busy !== 'remarks'}
            onClick={() => void saveOrderRemarks()}
            data-testid="qo-remarks-save"
          >
            {t('quoteOrder.remarks.save')}
          </sl-button>
          <sl-button size="small" variant="text" onClick={() => setRemarksDraft(null)}>
            {t('quoteOrder.remarks.discard')}
          </sl-button>
        </div>
      )}
    </section>
  )
}
