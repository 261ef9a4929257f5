import { useStore } from '@nanostores/react'
import type { KeyboardEvent } from 'react'
import type { ReadableAtom } from 'nanostores'
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js'
import { useT } from './i18n/use-t.ts'
import { PageJump } from './page-jump.tsx'
import { PAGE_SIZES } from './paged-list/create-paged-list.ts'
import type { Paging } from './paged-list/types.ts'

/** What the pager needs of a paged list (any `createPagedList` result fits). */
export interface PagerList {
  readonly $state: ReadableAtom<Paging>
  setPage(pageIndex: number): Promise<void>
  setPageSize(pageSize: number): Promise<void>
}

/** Props of Pager. */
export interface PagerProps {
  list: PagerList
  /** Page sizes offered; an empty list hides the choice. Default PAGE_SIZES. */
  pageSizes?: readonly number[]
  /** Prefix of the test ids: `<testId>-pager`, `-prev`, `-next`, `-position`, `-jump`, `-page-size`. */
  testId?: string
}

/**
 * The one pager under every list: total, previous / next, the position, a page to go to, rows per
 * page. From the keyboard: the buttons, and ArrowLeft / ArrowRight (PageUp / PageDown), Home and
 * End anywhere in the pager except the size choice and the page box.
 */
export function Pager({ list, pageSizes = PAGE_SIZES, testId = 'list' }: PagerProps) {
  const t = useT()
  const { pageIndex, pageSize, totalCount, totalPages, hasPreviousPage, hasNextPage } = useStore(list.$state)
  const pages = Math.max(totalPages, 1)
  const sizes = pageSizes.length > 0 ? [...new Set([...pageSizes, pageSize])].sort((a, b) => a - b) : []
  const go = (page: number) => void list.setPage(page)

  function onKeyDown(e: KeyboardEvent<HTMLElement>) {
    if (
      e.target instanceof HTMLSelectElement ||
      e.target instanceof HTMLInputElement ||
      e.altKey ||
      e.ctrlKey ||
      e.metaKey
    )
      return
    const target: Record<string, number | false> = {
      ArrowLeft: hasPreviousPage && pageIndex - 1,
      PageUp: hasPreviousPage && pageIndex - 1,
      ArrowRight: hasNextPage && pageIndex + 1,
      PageDown: hasNextPage && pageIndex + 1,
      Home: pageIndex > 1 && 1,
      End: pageIndex < pages && pages,
    }
    const page = target[e.key]
    if (page === undefined) return
    e.preventDefault()
    if (page !== false) go(page)
  }

  return (
    <nav className="qe-pager" aria-label={t('pager.label')} data-testid={`${testId}-pager`} onKeyDown={onKeyDown}>
      <span className="qe-muted">{t('pager.total', { count: totalCount })}</span>
      <sl-icon-button
        name="chevron-left"
        label={t('pager.previous')}
        disabled={!hasPreviousPage}
        onClick={() => go(pageIndex - 1)}
        data-testid={`${testId}-prev`}
      />
      <span aria-live="polite" data-testid={`${testId}-position`}>
        {t('pager.page', { page: pageIndex, pages })}
      </span>
      <sl-icon-button
        name="chevron-right"
        label={t('pager.next')}
        disabled={!hasNextPage}
        onClick={() => go(pageIndex + 1)}
        data-testid={`${testId}-next`}
      />
      {pages > 1 && <PageJump page={pageIndex} pages={pages} onJump={go} testId={testId} />}
      {sizes.length > 0 && (
        <label className="qe-pager-size">
          {t('pager.size')}
          <select
            className="qe-native-input"
            value={pageSize}
            onChange={(e) => void list.setPageSize(Number(e.target.value))}
            data-testid={`${testId}-page-size`}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      )}
    </nav>
  )
}
