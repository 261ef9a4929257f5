import type { ReactNode } from 'react'
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js'
import { useT } from '../i18n/use-t.ts'
import { alignOf, classes, defaultCell } from './cells.ts'
import { onRowKeyDown } from './row-keys.ts'
import type { Column } from './types.ts'

/** Props of DataRow. */
export interface DataRowProps<Row> {
  row: Row
  rowKey: string
  index: number
  columns: readonly Column<Row>[]
  /** The one row in the tab order. */
  tabbable: boolean
  onFocus: () => void
  /** Present when rows can be selected. */
  selected?: boolean
  onToggle?: () => void
  onActivate?: () => void
  /** Present when rows have a detail: its content, and whether it is open. */
  detail?: () => ReactNode
  open?: boolean
  onOpen?: (open: boolean) => void
  /** Columns the detail spans. */
  span: number
}

/** One row of a DataTable (with its detail row when open), used from the keyboard too. */
export function DataRow<Row>(props: DataRowProps<Row>) {
  const { row, rowKey, index, columns, selected, onToggle, onActivate, detail, open = false, onOpen } = props
  const t = useT()
  return (
    <>
      <tr
        data-row=""
        data-key={rowKey}
        tabIndex={props.tabbable ? 0 : -1}
        className={classes('qe-data-table-row', selected && 'qe-selected')}
        onFocus={(e) => e.target === e.currentTarget && props.onFocus()}
        onKeyDown={(e) => onRowKeyDown(e, { activate: onActivate, toggle: onToggle, expand: detail && onOpen })}
      >
        {onToggle && (
          <td className="qe-data-table-check">
            <input
              type="checkbox"
              checked={selected ?? false}
              onChange={onToggle}
              aria-label={t('dataTable.selectRow', { row: index + 1 })}
            />
          </td>
        )}
        {detail && (
          <td className="qe-data-table-toggle">
            <sl-icon-button
              name={open ? 'chevron-down' : 'chevron-right'}
              label={t('dataTable.detail')}
              aria-expanded={open}
              onClick={() => onOpen?.(!open)}
            />
          </td>
        )}
        {columns.map((c) => (
          <td
            key={c.key}
            className={classes(`qe-align-${alignOf(c, row)}`, c.className)}
            translate={c.userData ? 'no' : undefined}
          >
            {c.render ? c.render(row, index) : defaultCell(c, row)}
          </td>
        ))}
      </tr>
      {detail && open && (
        <tr className="qe-data-table-detail">
          <td colSpan={props.span}>{detail()}</td>
        </tr>
      )}
    </>
  )
}
