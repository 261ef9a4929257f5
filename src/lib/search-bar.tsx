import { useStore } from '@nanostores/react'
import { useState, type FormEvent, type ReactNode } from 'react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import '@shoelace-style/shoelace/dist/components/icon/icon.js'
import '@shoelace-style/shoelace/dist/components/input/input.js'
import type { ReadableAtom } from 'nanostores'
import { KEYWORD_MAX } from '../../contract/wire.ts'
import { SearchReset, type ResettableList } from './search-reset.tsx'

/** What the bar needs of a paged list (any `createPagedList` result fits). */
export interface SearchableList extends ResettableList {
  readonly $state: ReadableAtom<{ keyword: string }>
  search(keyword: string): Promise<void>
}

/** Props of SearchBar. */
export interface SearchBarProps {
  list: SearchableList
  /** Test ids: `<testId>-toolbar`, `-search`, `-search-button`, `-search-reset`. */
  testId: string
  /** The search box's label (for screen readers; the placeholder says what to type) and the button's text. */
  label: string
  placeholder: string
  className?: string
  /** The rest of the toolbar: filters, then the table's actions. */
  children?: ReactNode
}

/**
 * The keyword search both search layouts share: what is typed is searched on Enter or the button,
 * and clearing the box searches again (the list's own keyword seeds the box).
 */
export function useKeywordSearch(list: SearchableList) {
  const { keyword } = useStore(list.$state)
  const [text, setText] = useState(keyword)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    void list.search(text)
  }
  return { text, setText, submit, clear: () => void list.search('') }
}

/**
 * A table's toolbar: the search (Enter or the button; clearing the box searches again), its reset,
 * then whatever the table adds.
 */
export function SearchBar({ list, testId, label, placeholder, className = '', children }: SearchBarProps) {
  const { text, setText, submit, clear } = useKeywordSearch(list)
  return (
    <form className={`qe-toolbar ${className}`} role="search" onSubmit={submit} data-testid={`${testId}-toolbar`}>
      <sl-input
        className="qe-label-hidden"
        type="search"
        clearable
        value={text}
        label={label}
        placeholder={placeholder}
        maxlength={KEYWORD_MAX}
        data-testid={`${testId}-search`}
        onsl-input={(e: Event) => setText((e.target as HTMLInputElement).value)}
        onsl-clear={clear}
      />
      <sl-button type="submit" data-testid={`${testId}-search-button`}>
        <sl-icon slot="prefix" name="search" />
        {label}
      </sl-button>
      <SearchReset list={list} onReset={() => setText('')} testId={`${testId}-search`} size="medium" />
      {children}
    </form>
  )
}
