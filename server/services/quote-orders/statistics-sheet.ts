import type { Statistics } from '../../../contract/quote-order.ts'
import { translate, type Locale } from '../../lib/i18n.ts'
import type { MessageKey } from '../../lib/messages.ts'
import { enumLabel } from '../../lib/enum-labels.ts'
import { addHeader, addRow, setWidths, workbook, xlsxBytes, type Cell, type Workbook } from '../../lib/spreadsheet.ts'

const num = (v: string) => Number(v)

/** One sheet of the workbook: its name, its header and its rows, the given 1-based columns as money. */
function addSheet(
  book: Workbook,
  t: (key: MessageKey) => string,
  sheet: { name: MessageKey; header: readonly MessageKey[]; rows: readonly Cell[][]; money: readonly number[] },
) {
  const table = book.addWorksheet(t(sheet.name))
  addHeader(table, sheet.header.map(t))
  for (const row of sheet.rows) addRow(table, row, sheet.money)
  setWidths(table, [], 18)
}

/** The statistics as a workbook: the same numbers the charts draw, in the reader's language. */
export async function statisticsSheet(stats: Statistics, locale: Locale): Promise<Buffer> {
  const t = (key: MessageKey) => translate(locale, key)
  const book = workbook()
  addSheet(book, t, {
    name: 'statSheet.periods',
    header: [
      'statSheet.col.period',
      'statSheet.col.quotes',
      'statSheet.col.orders',
      'statSheet.col.ordered',
      'statSheet.col.orderedTotal',
      'statSheet.col.conversion',
    ],
    rows: [...stats.periods, { period: t('sheet.total'), ...stats.totals }].map((p) => [
      p.period,
      p.quotes,
      p.orders,
      p.ordered,
      num(p.orderedTotal),
      p.conversionRate ?? '',
    ]),
    money: [5],
  })
  // Part classes are codes; the sheet names them as the statistics screen does.
  const groups = [
    [t('statSheet.material'), stats.byMaterial, (key: string) => key],
    [t('statSheet.partClass'), stats.byPartClass, (key: string) => enumLabel(locale, 'partClass', key)],
  ] as const
  addSheet(book, t, {
    name: 'statSheet.groups',
    header: [
      'statSheet.col.group',
      'statSheet.col.key',
      'statSheet.col.lines',
      'sheet.col.quantity',
      'statSheet.col.average',
    ],
    rows: groups.flatMap(([label, list, keyText]) =>
      list.map((g) => [label, keyText(g.key), g.lines, g.quantity, num(g.averageUnitPrice)]),
    ),
    money: [5],
  })
  addSheet(book, t, {
    name: 'statSheet.points',
    header: ['orderSheet.number', 'sheet.col.material', 'sheet.col.quantity', 'sheet.col.unitPrice'],
    rows: stats.pricePoints.map((p) => [p.number, p.material, p.quantity, num(p.unitPrice)]),
    money: [4],
  })
  addSheet(book, t, {
    name: 'statSheet.adjustments',
    header: [
      'orderSheet.number',
      'orderSheet.customer',
      'sheet.col.part',
      'sheet.col.unitPrice',
      'orderSheet.col.adjustment',
      'statSheet.col.delta',
      'statSheet.col.reason',
    ],
    rows: stats.adjustments.map((a) => [
      a.number,
      a.customer.name,
      a.partName,
      num(a.originalUnitPrice),
      num(a.unitPrice),
      num(a.delta),
      a.reason,
    ]),
    money: [],
  })
  return xlsxBytes(book)
}
