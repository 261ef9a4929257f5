import en from '../../locales/quote-config/en.json'
import zhCN from '../../locales/quote-config/zh-CN.json'
import type { CostTableName } from '../../contract/cost-tables.ts'
import type { Locale } from '../lib/i18n.ts'
import { addTable, setWidths, workbook, xlsxBytes, type Cell } from '../lib/spreadsheet.ts'

// A cost table's sheet has the screen's words: its title and column headers are the cost
// screen's own (cost.table.*, cost.field.* of the client's catalogue), so the two never drift.

const WORDS: Record<Locale, { table: Record<string, string>; field: Record<string, string> }> = {
  'zh-CN': zhCN.cost,
  en: en.cost,
}

/** Columns of each table's sheet, the catalogue key of its title, and which columns hold money. */
const SHEETS: Record<CostTableName, { title: string; columns: string[]; money?: string[] }> = {
  materials: {
    title: 'materials',
    columns: ['key', 'name', 'aliases', 'class', 'density', 'priceKg', 'mrr'],
    money: ['priceKg'],
  },
  machines: { title: 'machines', columns: ['key', 'rate', 'setupMin', 'factor'], money: ['rate'] },
  processes: { title: 'processes', columns: ['key', 'group', 'value', 'unit'] },
  'surface-treatments': {
    title: 'surface',
    money: ['unitPrice', 'minCharge'],
    columns: ['key', 'name', 'aliases', 'appliesTo', 'basis', 'unitPrice', 'minCharge', 'leadDays'],
  },
  'heat-treatments': {
    title: 'heat',
    money: ['unitPrice', 'minCharge'],
    columns: ['key', 'name', 'aliases', 'appliesTo', 'basis', 'unitPrice', 'minCharge', 'leadDays'],
  },
  'pmi-tolerance': { title: 'tolerance', columns: ['key', 'coefficient'] },
  'pmi-roughness': { title: 'roughness', columns: ['key', 'coefficient'] },
  'blank-rules': { title: 'blank', columns: ['key', 'value'] },
  'other-costs': { title: 'other', columns: ['key', 'value'] },
}

/** The sheet's (and the download's) name of one table in `locale`. */
export const costSheetTitle = (table: CostTableName, locale: Locale): string =>
  WORDS[locale].table[SHEETS[table].title] ?? table

const header = (column: string, locale: Locale) => WORDS[locale].field[column] ?? column

/** A cell value: numbers stay numbers (so the sheet can sum them), lists of text are joined, the rest is JSON. */
function cell(value: unknown): Cell {
  if (value === undefined || value === null) return null
  if (typeof value === 'number' || typeof value === 'string') return value
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ')
  return JSON.stringify(value)
}

/** The workbook of one table's rows, headed in `locale`, titled with the table's version. */
export async function buildCostSheet(
  table: CostTableName,
  rows: Record<string, unknown>[],
  locale: Locale,
  version: number,
): Promise<Buffer> {
  const { columns, money = [] } = SHEETS[table]
  const title = costSheetTitle(table, locale)
  const book = workbook({ title: `${title} v${version}` })
  const sheet = book.addWorksheet(title)
  addTable(sheet, {
    header: columns.map((c) => header(c, locale)),
    rows: rows.map((row) => columns.map((c) => cell(row[c]))),
    money: columns.flatMap((c, i) => (money.includes(c) ? [i + 1] : [])),
  })
  setWidths(
    sheet,
    columns.map((c) => Math.max(12, header(c, 'en').length + 4)),
  )
  return xlsxBytes(book)
}
