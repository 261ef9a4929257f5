import type { KeyboardEvent } from 'react'

/** What a key on a focused row can do; absent actions leave their keys to the browser. */
export interface RowKeyActions {
  /** Enter: the row's main action (open it); Space when the row cannot be selected. */
  activate?: () => void
  /** Space: select or unselect; Enter when the row has no main action. */
  toggle?: () => void
  /** ArrowRight opens the row's detail, ArrowLeft closes it. */
  expand?: (open: boolean) => void
}

const rowsOf = (row: HTMLElement) =>
  [...(row.parentElement?.children ?? [])].filter(
    (el): el is HTMLElement => el instanceof HTMLElement && el.hasAttribute('data-row'),
  )

/**
 * Keyboard use of a row that has focus (roving tabindex: one row is in the tab order, arrows
 * move between rows, Home and End jump). Keys pressed in the row's own controls are theirs.
 */
export function onRowKeyDown(e: KeyboardEvent<HTMLElement>, actions: RowKeyActions): void {
  if (e.target !== e.currentTarget || e.altKey || e.ctrlKey || e.metaKey) return
  const rows = rowsOf(e.currentTarget)
  const at = rows.indexOf(e.currentTarget)
  const focus = (index: number) => rows[Math.max(0, Math.min(index, rows.length - 1))]?.focus()
  const act = (first?: () => void, second?: () => void) => (first ?? second)?.()
  const handled: Record<string, (() => void) | undefined> = {
    ArrowDown: () => focus(at + 1),
    ArrowUp: () => focus(at - 1),
    Home: () => focus(0),
    End: () => focus(rows.length - 1),
    Enter: actions.activate || actions.toggle ? () => act(actions.activate, actions.toggle) : undefined,
    ' ': actions.toggle || actions.activate ? () => act(actions.toggle, actions.activate) : undefined,
    ArrowRight: actions.expand ? () => actions.expand?.(true) : undefined,
    ArrowLeft: actions.expand ? () => actions.expand?.(false) : undefined,
  }
  const run = handled[e.key]
  if (!run) return
  e.preventDefault()
  run()
}
