import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { COMPARE_MAX, BATCH_DOWNLOAD_MAX } from '../../../../contract/quote-order-states.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { $downloading, downloadOrderSheets } from '../stores/downloads.ts'
import { $orderSelection, selectedOrderIds, setOrderSelection } from '../stores/order-list.ts'

/** What to do with the ticked orders: one workbook of their quote sheets, or a side-by-side comparison. */
export function SelectionBar({ onCompare }: { onCompare: (ids: number[]) => void }) {
  const t = useT()
  const count = useStore($orderSelection).size
  const downloading = useStore($downloading) === 'orders'
  const canCompare = count >= 2 && count <= COMPARE_MAX
  return (
    <div
      className="qe-toolbar qe-qo-selection"
      role="group"
      aria-label={t('quoteOrder.list.selection')}
      data-testid="qo-selection"
    >
      <span className="qe-muted qe-small" aria-live="polite" data-testid="qo-selected-count">
        {t('quoteOrder.list.selected', { count })}
      </span>
      <sl-button
        size="small"
        loading={downloading}
        disabled={count === 0 || count > BATCH_DOWNLOAD_MAX}
        onClick={() => void downloadOrderSheets(selectedOrderIds())}
        data-testid="qo-download-selected"
      >
        {t('quoteOrder.list.downloadSelected')}
      </sl-button>
      <sl-button
        size="small"
        disabled={!canCompare}
        title={canCompare ? undefined : t('quoteOrder.list.compareHint', { max: COMPARE_MAX })}
        onClick={() => onCompare(selectedOrderIds())}
        data-testid="qo-compare-selected"
      >
        {t('quoteOrder.list.compare')}
      </sl-button>
      {count > 0 && (
        <sl-button
          size="small"
          variant="text"
          onClick={() => setOrderSelection(new Set())}
          data-testid="qo-clear-selection"
        >
          {t('quoteOrder.list.clearSelection')}
        </sl-button>
      )}
    </div>
  )
}
