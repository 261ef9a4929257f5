import type { ReactNode } from 'react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { SearchForm, type SearchFormProps } from './search-form.tsx'

/** The add button that ends a management toolbar. */
export interface AddAction {
  label: string
  testId: string
  onClick: () => void
  /** A guided tour's anchor on the button. */
  tour?: string
}

/** Props of ManageToolbar. */
export interface ManageToolbarProps {
  /** The feature's toolbar class (its spacing and wrapping). */
  className: string
  /** The keyword search, first. */
  search?: SearchFormProps
  /** The add button, last; false (or left out) without the grant to add. */
  add?: AddAction | false
  /** Filters and hints, between the two. */
  children?: ReactNode
}

/**
 * A management list's toolbar: the keyword search, the filters (each applies on change), then the
 * add button.
 */
export function ManageToolbar({ className, search, add, children }: ManageToolbarProps) {
  return (
    <div className={`qe-toolbar ${className}`}>
      {search && <SearchForm {...search} />}
      {children}
      {add && (
        <sl-button size="small" variant="primary" data-tour={add.tour} data-testid={add.testId} onClick={add.onClick}>
          {add.label}
        </sl-button>
      )}
    </div>
  )
}

/** Props of ManagePage. */
export interface ManagePageProps {
  /** The page's heading. */
  title: string
  testId: string
  /** The feature's page class. */
  className: string
  toolbar: Omit<ManageToolbarProps, 'children'>
  /** The toolbar's filters and hints. */
  tools?: ReactNode
  /** The list and its dialogs. */
  children: ReactNode
}

/** A management screen: its heading, the toolbar, then the list and its dialogs. */
export function ManagePage({ title, testId, className, toolbar, tools, children }: ManagePageProps) {
  return (
    <main className={`qe-page ${className}`} data-testid={testId}>
      <h1 className="qe-title">{title}</h1>
      <ManageToolbar {...toolbar}>{tools}</ManageToolbar>
      {children}
    </main>
  )
}
