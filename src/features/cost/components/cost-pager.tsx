import { useStore } from '@nanostores/react'
import type { ChangeEvent } from 'react'
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { CostTableName } from '../api/types.ts'
import { COST_PAGE_SIZES, costTableStore, goToCostPage, setCostPageSize } from '../stores/cost-table.ts'

/** Page navigation and page-size choice under a cost table. */
export function CostPager({ table }: { table: CostTableName }) {
  const t = useT()
  const { pageIndex, pageSize, totalPages, totalCount, status } = useStore(costTableStore(table))
  const busy = status === 'loading'
  const pages = Math.max(totalPages, 1)
  return (
    <nav className="qe-cost-pager" aria-label={t('cost.pager.label')} data-testid="cost-pager">
      <span className="qe-muted">{t('cost.pager.total', { count: totalCount })}</span>
      <sl-icon-button name="chevron-left" label={t('cost.pager.previous')} disabled={busy || pageIndex <= 1}
        onClick={() => void goToCostPage(table, pageIndex - 1)} data-testid="cost-prev" />
      <span data-testid="cost-page">{t('cost.pager.page', { page: pageIndex, pages })}</span>
      <sl-icon-button name="chevron-right" label={t('cost.pager.next')} disabled={busy || pageIndex >= pages}
        onClick={() => void goToCostPage(table, pageIndex + 1)} data-testid="cost-next" />
      <label className="qe-cost-size">
        {t('cost.pager.size')}
        <select value={pageSize} disabled={busy} data-testid="cost-page-size"
          onChange={(e: ChangeEvent<HTMLSelectElement>) => void setCostPageSize(table, Number(e.target.value))}>
          {COST_PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
        </select>
      </label>
    </nav>
  )
}
