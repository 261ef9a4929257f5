import type { Align, Column } from './types.ts'

/** A column's alignment for one row's cell, or for the header (which starts when it varies by row). */
export function alignOf<Row>(column: Column<Row>, row?: Row): Align {
  if (typeof column.align !== 'function') return column.align ?? 'start'
  return row === undefined ? 'start' : column.align(row)
}

/** The class names that are set, joined; undefined when none is. */
export const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined

/** A cell's default content: the row's field named like the column, as text. */
export function defaultCell<Row>(column: Column<Row>, row: Row): string {
  const value = (row as Record<string, unknown>)[column.key]
  return value === undefined || value === null ? '' : String(value)
}
