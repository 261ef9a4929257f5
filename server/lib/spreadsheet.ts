import { sendAttachment } from './attachment.ts'
import ExcelJS from 'exceljs'
import type { FastifyReply } from 'fastify'

// Every XLSX the server writes or reads goes through here: one media type, one money format, one
// header style, one way of naming the download and of reading a cell back, whatever Excel stored.

/** The media type of every workbook the server answers. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Money cells: two decimals with thousands separators, the product's money format. */
export const MONEY_FORMAT = '#,##0.00'

/** What a written cell holds: numbers stay numbers, so the sheet can sum them. */
export type Cell = string | number | boolean | null

export type { Workbook, Worksheet, Row } from 'exceljs'

/** A new workbook, with its title and creation time when given. */
export function workbook(meta: { title?: string; created?: Date } = {}): ExcelJS.Workbook {
  const book = new ExcelJS.Workbook()
  if (meta.title !== undefined) book.title = meta.title
  if (meta.created !== undefined) book.created = meta.created
  return book
}

/** A bold row of column names (or a title line, with `size`). */
export function addHeader(sheet: ExcelJS.Worksheet, labels: readonly Cell[], size?: number): ExcelJS.Row {
  const row = sheet.addRow([...labels])
  row.font = size === undefined ? { bold: true } : { bold: true, size }
  return row
}

/** A data row whose cells at the given 1-based columns show money. */
export function addRow(sheet: ExcelJS.Worksheet, values: readonly Cell[], money: readonly number[] = []): ExcelJS.Row {
  const row = sheet.addRow([...values])
  for (const column of money) row.getCell(column).numFmt = MONEY_FORMAT
  return row
}

/** Widths in characters of the sheet's columns, by position; any further column gets `rest`. */
export function setWidths(sheet: ExcelJS.Worksheet, widths: readonly number[], rest = 12): void {
  for (let i = 1; i <= sheet.columnCount; i++) sheet.getColumn(i).width = widths[i - 1] ?? rest
}

/**
 * A sheet that is one table: a bold header row kept in view while scrolling, a row per record, the
 * given 1-based columns as money.
 */
export function addTable(
  sheet: ExcelJS.Worksheet,
  table: { header: readonly string[]; rows: readonly (readonly Cell[])[]; money?: readonly number[] },
): void {
  addHeader(sheet, table.header)
  for (const row of table.rows) addRow(sheet, row, table.money)
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
}

/** The workbook's bytes. */
export async function xlsxBytes(book: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await book.xlsx.writeBuffer())
}

/**
 * Answers a workbook as a download: `name` in any language (RFC 5987), `fallback` a plain ASCII
 * name for clients that read only the old parameter.
 */
export function sendXlsx(reply: FastifyReply, file: Buffer, name: string, fallback: string) {
  return sendAttachment(reply, XLSX_TYPE, file, name, fallback)
}

/** The workbook in `file`, or undefined when the bytes are not one. */
export async function readWorkbook(file: Buffer): Promise<ExcelJS.Workbook | undefined> {
  const book = new ExcelJS.Workbook()
  try {
    // exceljs types a Node Buffer of its own era; the bytes are what it reads.
    await book.xlsx.load(file as unknown as ArrayBuffer)
    return book
  } catch {
    return undefined
  }
}

/** A cell's plain value, whatever Excel stored: a formula's result, rich text's characters; blank is undefined. */
export function cellValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return undefined
  if (value instanceof Date) return value.toISOString()
  if (typeof value !== 'object') return typeof value === 'string' && value.trim() === '' ? undefined : value
  if ('result' in value) return cellValue(value.result)
  if ('richText' in value) return cellValue(value.richText.map((r) => r.text).join(''))
  if ('text' in value) return cellValue(value.text)
  return undefined
}

/** One data row of a table sheet: its number in the sheet and its cells by column. */
export interface TableRow<C> {
  row: number
  cells: (readonly [C, unknown])[]
}

/**
 * The data rows of a table sheet, read by its first row: `columnOf` names the column a header
 * stands for (headers it does not know are skipped). Rows with every known cell blank are left out.
 */
export function readTable<C>(sheet: ExcelJS.Worksheet, columnOf: (header: string) => C | undefined): TableRow<C>[] {
  const header = new Map<number, C>()
  sheet.getRow(1).eachCell((cell, index) => {
    const column = columnOf(String(cellValue(cell.value) ?? '').trim())
    if (column !== undefined) header.set(index, column)
  })
  const rows: TableRow<C>[] = []
  sheet.eachRow((row, number) => {
    if (number === 1) return
    const cells = [...header].map(([index, column]) => [column, cellValue(row.getCell(index).value)] as const)
    if (cells.some(([, raw]) => raw !== undefined)) rows.push({ row: number, cells })
  })
  return rows
}
