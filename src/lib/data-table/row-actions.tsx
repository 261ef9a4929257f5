import '@shoelace-style/shoelace/dist/components/button/button.js'
import type { Column } from './types.ts'

/** How a list's row buttons look, are named and act; `Action` names what a button asks for. */
export interface RowActionsSpec<Row, Action extends string> {
  /** The buttons this row offers, in order; a `false` entry (not allowed here) is left out. */
  actions: (row: Row, index: number) => readonly (Action | false)[]
  /** A button's text, in the user's language. */
  label: (action: Action) => string
  /** A button's test id. */
  testId: (action: Action, row: Row) => string
  onAction: (action: Action, row: Row) => void
  /** Extra attributes of one button (a guided tour's anchor). */
  attributes?: (action: Action, row: Row, index: number) => Record<string, string> | undefined
}

/** One row's action buttons: small text buttons, one per action the row offers. */
export function RowActions<Row, Action extends string>({
  row,
  index = 0,
  spec,
}: {
  row: Row
  /** The row's place in the list (for `attributes`). */
  index?: number
  spec: RowActionsSpec<Row, Action>
}) {
  const shown = spec.actions(row, index).filter((action): action is Action => action !== false)
  return (
    <>
      {shown.map((action) => (
        <sl-button
          key={action}
          size="small"
          variant="text"
          data-testid={spec.testId(action, row)}
          onClick={() => spec.onAction(action, row)}
          {...spec.attributes?.(action, row, index)}
        >
          {spec.label(action)}
        </sl-button>
      ))}
    </>
  )
}

/** The row actions column of a list table: always shown (never offered in the column settings). */
export function rowActionsColumn<Row, Action extends string>(
  column: { title: string; className: string },
  spec: RowActionsSpec<Row, Action>,
): Column<Row> {
  return {
    key: 'actions',
    ...column,
    fixed: true,
    render: (row, index) => <RowActions row={row} index={index} spec={spec} />,
  }
}
