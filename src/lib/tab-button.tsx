import type { ReactNode } from 'react'

/** Props of TabButton. */
export interface TabButtonProps {
  selected: boolean
  onSelect: () => void
  testId: string
  children: ReactNode
}

/** One tab of a page's tab list (a plain button with the tab role; the list is a `role="tablist"`). */
export function TabButton({ selected, onSelect, testId, children }: TabButtonProps) {
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      className="qe-tab"
      onClick={onSelect}
      data-testid={testId}
    >
      {children}
    </button>
  )
}
