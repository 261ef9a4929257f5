import '@shoelace-style/shoelace/dist/components/button/button.js'
import '@shoelace-style/shoelace/dist/components/input/input.js'
import { KEYWORD_MAX } from '../../contract/wire.ts'
import { useKeywordSearch, type SearchableList } from './search-bar.tsx'
import { SearchReset } from './search-reset.tsx'

/** Props of SearchForm. */
export interface SearchFormProps {
  list: SearchableList
  /** What to type (the box's accessible name and its placeholder). */
  label: string
  /** The search button's text. */
  buttonLabel: string
  /** Test ids: `<testId>` on the box, `<testId>-submit` on the button. */
  testId: string
  /** Prefix of the reset's test id (`<resetTestId>-reset`); `testId` unless given. */
  resetTestId?: string
  className?: string
}

/**
 * The small keyword search of a management list (the search rule is `useKeywordSearch`'s); the reset
 * clears it and the list's filters. The filters beside it
 * stay outside the form, since each applies on change.
 */
export function SearchForm({
  list,
  label,
  buttonLabel,
  testId,
  resetTestId = testId,
  className = '',
}: SearchFormProps) {
  const { text, setText, submit, clear } = useKeywordSearch(list)
  return (
    <form className={`qe-toolbar ${className}`.trim()} role="search" onSubmit={submit}>
      <sl-input
        size="small"
        className="qe-label-hidden"
        label={label}
        placeholder={label}
        value={text}
        maxlength={KEYWORD_MAX}
        clearable
        onsl-input={(e: CustomEvent) => setText((e.target as HTMLInputElement).value)}
        onsl-clear={clear}
        data-testid={testId}
      />
      <sl-button size="small" type="submit" data-testid={`${testId}-submit`}>
        {buttonLabel}
      </sl-button>
      <SearchReset list={list} onReset={() => setText('')} testId={resetTestId} />
    </form>
  )
}
