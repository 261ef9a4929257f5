import ExcelJS from 'exceljs'
import type { LibraryRow, ProcessLibrary } from '../../../contract/process-library.ts'
import { badRequest } from '../../lib/errors.ts'
import { FLAG_TEXT, SHEET_COLUMNS, SHEET_TITLES, type Column } from './columns.ts'

/** One data row of an imported sheet: its row number in the sheet and its values by field. */
export interface SheetRow {
  row: number
  values: Record<string, unknown>
}

function toCell(column: Column, value: unknown): string | number | null {
  if (value === null || value === undefined) return null
  if (column.kind === 'list') return (value as string[]).join(', ')
  if (column.kind === 'flag') return value ? FLAG_TEXT.yes : FLAG_TEXT.no
  return value as string | number
}

/** The workbook of one library's rows: a frozen bold header of the zh column names, then a row each. */
export async function buildLibrarySheet(library: ProcessLibrary, rows: LibraryRow<ProcessLibrary>[]): Promise<Buffer> {
  const columns = SHEET_COLUMNS[library]
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet(SHEET_TITLES[library])
  sheet.addRow(columns.map((c) => c.header)).font = { bold: true }
  for (const row of rows) {
    const values = row as Record<string, unknown>
    sheet.addRow(columns.map((c) => toCell(c, values[c.field])))
  }
  columns.forEach((c, i) => (sheet.getColumn(i + 1).width = Math.max(10, c.header.length * 2 + 4)))
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  return Buffer.from(await book.xlsx.writeBuffer())
}

/** A cell's plain value, whatever Excel stored: a formula's result, rich text's characters. */
function plain(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return undefined
  if (value instanceof Date) return value.toISOString()
  if (typeof value !== 'object') return typeof value === 'string' && value.trim() === '' ? undefined : value
  if ('result' in value) return plain(value.result)
  if ('richText' in value) return plain(value.richText.map((r) => r.text).join(''))
  if ('text' in value) return plain(value.text)
  return undefined
}

/**
 * Reads a cell as its column's kind; anything unreadable is passed on for the schema to refuse. An
 * empty list cell is an empty list: that is what the export writes for one.
 */
function fromCell(column: Column, raw: unknown): unknown {
  if (raw === undefined) return column.kind === 'list' ? [] : undefined
  const s = typeof raw === 'string' ? raw.trim() : raw
  if (column.kind === 'number' && typeof s === 'string' && /^-?\d+(\.\d+)?$/.test(s)) return Number(s)
  if (column.kind === 'list')
    return String(s)
      .split(/[,，、;\s]+/)
      .filter(Boolean)
  if (column.kind === 'flag') {
    if (s === FLAG_TEXT.yes || s === true || s === 1 || s === 'true') return true
    if (s === FLAG_TEXT.no || s === false || s === 0 || s === 'false') return false
  }
  if (column.kind === 'text' && typeof s === 'number') return String(s)
  return s
}

/**
 * The data rows of the first sheet, by the header row's column names (the zh headers, or the field
 * names). 400 when the file is not a readable workbook.
 */
export async function readLibrarySheet(library: ProcessLibrary, file: Buffer): Promise<SheetRow[]> {
  const book = new ExcelJS.Workbook()
  try {
    // exceljs types a Node Buffer of its own era; the bytes are what it reads.
    await book.xlsx.load(file as unknown as ArrayBuffer)
  } catch {
    throw badRequest('processLibrary.importNotXlsx')
  }
  const sheet = book.worksheets[0]
  if (!sheet) throw badRequest('processLibrary.importNotXlsx')
  const byHeader = new Map(SHEET_COLUMNS[library].flatMap((c) => [[c.header, c] as const, [c.field, c] as const]))
  const header = new Map<number, Column>()
  sheet.getRow(1).eachCell((cell, index) => {
    const column = byHeader.get(String(plain(cell.value) ?? '').trim())
    if (column) header.set(index, column)
  })
  const rows: SheetRow[] = []
  sheet.eachRow((row, number) => {
    if (number === 1) return
    const cells = [...header].map(([index, column]) => [column, plain(row.getCell(index).value)] as const)
    if (cells.every(([, raw]) => raw === undefined)) return
    const values = Object.fromEntries(cells.map(([column, raw]) => [column.field, fromCell(column, raw)]))
    rows.push({ row: number, values })
  })
  return rows
}
