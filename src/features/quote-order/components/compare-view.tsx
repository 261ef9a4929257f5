import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { TableState } from '../../../lib/data-table/table-state.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { CompareTarget } from '../api/types.ts'
import { $comparison, loadComparison } from '../stores/comparison.ts'
import { CompareAttributionList } from './compare-attribution.tsx'
import { CompareTable } from './compare-table.tsx'
import '../messages.ts'
import '../styles.ts'

/** Props of CompareView. */
export interface CompareViewProps {
  /** What the address asks to compare; null when it names fewer than two. */
  target: CompareTarget | null
  onOpen: (id: number) => void
}

/** Orders (or quotes of one part) side by side: what differs is marked, and the price difference explained line by line. */
export function CompareView({ target, onOpen }: CompareViewProps) {
  const t = useT()
  const state = useStore($comparison)
  const key = target ? `${target.kind}:${target.ids.join(',')}` : ''
  // Keyed by the ids, not the object: the page builds a new target on every render.
  useEffect(() => {
    if (target) void loadComparison(target)
  }, [key])

  const body = () => {
    if (!target)
      return (
        <p className="qe-muted" data-testid="qo-compare-none">
          {t('quoteOrder.compare.needTwo')}
        </p>
      )
    if (state.status === 'forbidden')
      return <TableState kind="forbidden" text={t('quoteOrder.forbidden')} testId="qo-compare" />
    if (state.status === 'error')
      return (
        <TableState kind="error" text={state.message} onRetry={() => void loadComparison(target)} testId="qo-compare" />
      )
    if (!state.data) return <TableState kind="loading" testId="qo-compare" />
    if (state.data.rows.length === 0)
      return <TableState kind="empty" text={t('quoteOrder.compare.empty')} testId="qo-compare" />
    return (
      <>
        <CompareAttributionList comparison={state.data} />
        <CompareTable comparison={state.data} onOpen={target.kind === 'ids' ? onOpen : undefined} />
      </>
    )
  }
  return (
    <main className="qe-page qe-qo qe-qo-compare" data-testid="quote-order-compare">
      <h1 className="qe-title">{t('router.quoteOrderCompare')}</h1>
      <p className="qe-muted qe-small">{t('quoteOrder.compare.legend')}</p>
      {body()}
    </main>
  )
}
