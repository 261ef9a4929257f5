import '@shoelace-style/shoelace/dist/components/button/button.js'
import '@shoelace-style/shoelace/dist/components/icon/icon.js'
import { useT } from './i18n/use-t.ts'

/** What the reset needs of a paged list (any `createPagedList` result fits). */
export interface ResettableList {
  clearSearch(): Promise<void>
}

/** Props of SearchReset. */
export interface SearchResetProps {
  list: ResettableList
  /** Clears what the search bar holds but has not searched yet (the typed keyword). */
  onReset?: () => void
  /** Prefix of the test id: `<testId>-reset`. */
  testId: string
  size?: 'small' | 'medium'
}

/**
 * The reset beside every search bar: clears the keyword and the filters and loads page 1 again.
 * A plain button (type=button), so inside the search form it never submits the typed keyword.
 */
export function SearchReset({ list, onReset, testId, size = 'small' }: SearchResetProps) {
  const t = useT()
  const reset = () => {
    onReset?.()
    void list.clearSearch()
  }
  return (
    <sl-button size={size} type="button" onClick={reset} data-testid={`${testId}-reset`}>
      <sl-icon slot="prefix" name="arrow-counterclockwise" />
      {t('common.reset')}
    </sl-button>
  )
}
