import { useT } from '../../lib/i18n/use-t.ts'

/**
 * Shown while a page or the role routes load. Its own module because both the router and the
 * lazily loaded layout show it, and the layout importing the router would close an import cycle.
 */
export function PageLoading() {
  const t = useT()
  return (
    <p className="qe-page qe-center qe-muted" role="status" data-testid="page-loading">
      {t('common.loading')}
    </p>
  )
}
