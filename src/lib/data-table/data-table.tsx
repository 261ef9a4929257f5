import { useStore } from '@nanostores/react'
import { useState, type ReactNode } from 'react'
import { useT } from '../i18n/use-t.ts'
import { textOf } from '../i18n/index.ts'
import type { PagedStatus } from '../paged-list/types.ts'
import { columnSettingsStore, visibleColumns } from './column-settings.ts'
import { alignOf, classes } from './cells.ts'
import { DataRow } from './data-row.tsx'
import { SelectAll } from './select-all.tsx'
import { densityStore } from './table-density.ts'
import { TableState } from './table-state.tsx'
import { TableTools } from './table-tools.tsx'
import type { Column } from './types.ts'

/** Props of DataTable. */
export interface DataTableProps<Row> {
  /** Names the table's remembered column settings (`table/<id>` in storage, behind the prefix). */
  id: string
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  /** Accessible name of the table. */
  label: string
  /** A list's status (loading keeps the rows already shown); default loaded. */
  status?: PagedStatus
  /** The failure's message, for the error state. */
  message?: string
  /** Texts of the states instead of the generic ones. */
  emptyText?: string
  errorText?: string
  forbiddenText?: string
  onRetry?: () => void
  /** The refresh tool: loads the current page again, keeping search and filters; default onRetry. */
  onRefresh?: () => void
  /** Row selection: a checkbox column with "select all on this page". */
  selected?: ReadonlySet<string>
  onSelect?: (keys: Set<string>) => void
  /** Enter on a focused row. */
  onActivate?: (row: Row) => void
  /** A row's detail, shown under it behind an expand toggle. */
  renderExpanded?: (row: Row) => ReactNode
  /**
   * Prefix of the test ids: `<testId>-table`, `-loading`, `-empty`, `-error`, `-forbidden`,
   * `-tools`, `-refresh`, `-density`, `-columns`.
   */
  testId?: string
}

/**
 * A table whose columns are data: states instead of rows when there are none, tools to refresh,
 * set the row density and the columns (both remembered per table), optional selection and row detail, and rows used from the keyboard (arrows, Home,
 * End, Enter to act, Space to select, ArrowRight/ArrowLeft to open or close the detail).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    id,
    columns,
    rows,
    rowKey,
    label,
    status = 'loaded',
    message,
    selected,
    onSelect,
    onActivate,
    renderExpanded,
    testId = 'table',
  } = props
  const t = useT()
  const settings = useStore(columnSettingsStore(id))
  const density = useStore(densityStore(id))
  const [focusKey, setFocusKey] = useState('')
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())

  const onRefresh = props.onRefresh ?? props.onRetry
  const tools = (
    <TableTools
      tableId={id}
      columns={columns}
      onRefresh={onRefresh}
      busy={status === 'loading' || status === 'idle'}
      testId={testId}
    />
  )
  // A 403 has nothing to refresh or arrange: retrying cannot help.
  if (status === 'forbidden') {
    return <TableState kind={status} text={props.forbiddenText} message={message} testId={testId} />
  }
  if (status === 'error') {
    return <TableState kind={status} text={props.errorText} message={message} onRetry={props.onRetry} testId={testId} />
  }
  if (rows.length === 0) {
    const loading = status === 'idle' || status === 'loading'
    return (
      <div className="qe-data-table">
        {tools}
        <TableState kind={loading ? 'loading' : 'empty'} text={loading ? undefined : props.emptyText} testId={testId} />
      </div>
    )
  }

  const shown = visibleColumns(columns, settings)
  const keys = rows.map(rowKey)
  const tabbable = keys.includes(focusKey) ? focusKey : keys[0]
  const toggle = (key: string) => {
    const next = new Set(selected)
    if (!next.delete(key)) next.add(key)
    onSelect?.(next)
  }
  const setOpenKey = (key: string, value: boolean) =>
    setOpen((now) => new Set(value ? [...now, key] : [...now].filter((k) => k !== key)))
  const span = shown.length + (onSelect ? 1 : 0) + (renderExpanded ? 1 : 0)

  return (
    <div className={`qe-data-table qe-density-${density}`} data-density={density}>
      {tools}
      <div className="qe-data-table-scroll">
        <table
          className="qe-data-table-grid"
          aria-label={label}
          aria-busy={status === 'loading'}
          data-testid={`${testId}-table`}
        >
          <thead>
            <tr>
              {onSelect && (
                <th scope="col" className="qe-data-table-check">
                  <SelectAll keys={keys} selected={selected} onSelect={onSelect} />
                </th>
              )}
              {renderExpanded && (
                <th scope="col" className="qe-data-table-toggle">
                  <span className="qe-visually-hidden">{t('dataTable.detail')}</span>
                </th>
              )}
              {shown.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  style={c.width ? { width: c.width } : undefined}
                  className={classes(`qe-align-${alignOf(c)}`, c.className)}
                >
                  {textOf(c.title)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const key = keys[index]!
              return (
                <DataRow
                  key={key}
                  row={row}
                  rowKey={key}
                  index={index}
                  columns={shown}
                  span={span}
                  tabbable={key === tabbable}
                  onFocus={() => setFocusKey(key)}
                  selected={onSelect && (selected?.has(key) ?? false)}
                  onToggle={onSelect && (() => toggle(key))}
                  onActivate={onActivate && (() => onActivate(row))}
                  detail={renderExpanded && (() => renderExpanded(row))}
                  open={open.has(key)}
                  onOpen={(value) => setOpenKey(key, value)}
                />
              )
            })}
          </tbody>
        </table>
      </div>
    </div>
  )
}
