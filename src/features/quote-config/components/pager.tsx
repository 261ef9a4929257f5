import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../../lib/i18n/use-t.ts'

/** Props of Pager. */
export interface PagerProps {
  page: number
  pages: number
  total: number
  onPage: (page: number) => void
}

/** Previous / next paging with the position, for keyboard and screen readers alike. */
export function Pager({ page, pages, total, onPage }: PagerProps) {
  const t = useT()
  return (
    <nav className="qe-toolbar qe-qc-pager" aria-label={t('quoteConfig.pages')}>
      <sl-button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="qc-prev">
        {t('quoteConfig.prev')}
      </sl-button>
      <span aria-live="polite" data-testid="qc-page">
        {t('quoteConfig.pageOf', { page, pages: Math.max(pages, 1), total })}
      </span>
      <sl-button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="qc-next">
        {t('quoteConfig.next')}
      </sl-button>
    </nav>
  )
}
