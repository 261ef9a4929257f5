import type { LibraryRow, ProcessLibrary } from '../../../contract/process-library.ts'
import { badRequest } from '../../lib/errors.ts'
import { addTable, readTable, readWorkbook, setWidths, workbook, xlsxBytes, type Cell } from '../../lib/spreadsheet.ts'
import { FLAG_TEXT, SHEET_COLUMNS, SHEET_TITLES, type Column } from './columns.ts'

/** One data row of an imported sheet: its row number in the sheet and its values by field. */
export interface SheetRow {
  row: number
  values: Record<string, unknown>
}

function toCell(column: Column, value: unknown): Cell {
  if (value === null || value === undefined) return null
  if (column.kind === 'list') return (value as string[]).join(', ')
  if (column.kind === 'flag') return value ? FLAG_TEXT.yes : FLAG_TEXT.no
  return value as string | number
}

/** The workbook of one library's rows: a frozen bold header of the zh column names, then a row each. */
export async function buildLibrarySheet(library: ProcessLibrary, rows: LibraryRow<ProcessLibrary>[]): Promise<Buffer> {
  const columns = SHEET_COLUMNS[library]
  const book = workbook()
  const sheet = book.addWorksheet(SHEET_TITLES[library])
  addTable(sheet, {
    header: columns.map((c) => c.header),
    rows: rows.map((row) => columns.map((c) => toCell(c, (row as Record<string, unknown>)[c.field]))),
  })
  setWidths(
    sheet,
    columns.map((c) => Math.max(10, c.header.length * 2 + 4)),
  )
  return xlsxBytes(book)
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
  const sheet = (await readWorkbook(file))?.worksheets[0]
  if (!sheet) throw badRequest('processLibrary.importNotXlsx')
  const byHeader = new Map(SHEET_COLUMNS[library].flatMap((c) => [[c.header, c] as const, [c.field, c] as const]))
  return readTable(sheet, (header) => byHeader.get(header)).map(({ row, cells }) => ({
    row,
    values: Object.fromEntries(cells.map(([column, raw]) => [column.field, fromCell(column, raw)])),
  }))
}
