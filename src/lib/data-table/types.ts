import type { ReactNode } from 'react'

/** Where a column's text sits; 'end' also lines digits up (numbers, money). */
export type Align = 'start' | 'center' | 'end'

/** One column of a DataTable, as data. */
export interface Column<Row> {
  /** Unique in the table; also the name the column settings remember it by. */
  key: string
  /** i18n key of the header (a key without a dot is shown as it is). */
  title: string
  /** The cell's content; by default the row's field named `key`, as text. */
  render?: (row: Row, index: number) => ReactNode
  /** A CSS width such as '8rem' or '1%'. */
  width?: string
  /** The cells' alignment; a function aligns each row's cell by its value (the header then starts). */
  align?: Align | ((row: Row) => Align)
  /** Always shown and kept in its place: never offered in the column settings (names, row actions). */
  fixed?: boolean
  /** Extra class names on the header and the cells. */
  className?: string
  /**
   * The cells hold what people named or typed (user names, codes, paths): marked translate="no",
   * so a page translator leaves them as written and checks tell them from the product's words.
   */
  userData?: boolean
}

/**
 * Column keys the table draws itself (the checkbox and the expand toggle): never offered in the
 * column settings, even when a column list names them (they are never filterable columns).
 */
export const SPECIAL_COLUMNS: readonly string[] = ['expand', 'selection']

/** Which columns the user hid and the order they put the others in, remembered per table. */
export interface ColumnSettings {
  order: string[]
  hidden: string[]
}
