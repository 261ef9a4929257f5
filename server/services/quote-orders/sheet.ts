import ExcelJS from 'exceljs'
import type { QuoteOrder, Statistics } from '../../../contract/quote-order.ts'
import type { Db } from '../../db/client.ts'
import { enumLabel } from '../../lib/enum-labels.ts'
import { translate, type Locale } from '../../lib/i18n.ts'
import type { MessageKey } from '../../lib/messages.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import type { QuoteAudience } from '../quote-visibility.ts'
import { readOrder } from './read.ts'

const MONEY = '#,##0.00'
const num = (v: string) => Number(v)

const LINE_COLUMNS = [
  'sheet.col.no',
  'sheet.col.part',
  'sheet.col.material',
  'orderSheet.col.treatments',
  'orderSheet.col.tolerance',
  'orderSheet.col.ra',
  'sheet.col.quantity',
  'sheet.col.unitPrice',
  'sheet.col.unitPriceWithTax',
  'sheet.col.total',
  'sheet.col.totalWithTax',
  'orderSheet.col.leadDays',
  'sheet.col.config',
  'orderSheet.col.adjustment',
] as const satisfies readonly MessageKey[]

/** One order on its own worksheet: header, lines, totals, then each line's frozen breakdown. */
function addOrderSheet(book: ExcelJS.Workbook, o: QuoteOrder, locale: Locale) {
  const t = (key: MessageKey) => translate(locale, key)
  const sheet = book.addWorksheet(o.number)
  sheet.addRow([t('sheet.title'), o.number]).font = { bold: true, size: 14 }
  sheet.addRow([
    t('orderSheet.customer'),
    `${o.customer.name}${o.customer.companyName ? ` (${o.customer.companyName})` : ''}`,
  ])
  sheet.addRow([t('orderSheet.status'), enumLabel(locale, 'quoteOrderStatus', o.status)])
  sheet.addRow([t('sheet.date'), o.createTime.slice(0, 10)])
  sheet.addRow([t('orderSheet.validUntil'), o.validUntil.slice(0, 10)])
  sheet.addRow([t('sheet.currency'), o.currency])
  sheet.addRow([t('orderSheet.taxRate'), Number(o.taxRate)])
  if (o.remarks) sheet.addRow([t('orderSheet.remarks'), o.remarks])
  sheet.addRow([])
  sheet.addRow(LINE_COLUMNS.map(t)).font = { bold: true }
  for (const l of o.lines) {
    const row = sheet.addRow([
      l.position,
      l.partName,
      l.material,
      [...l.surfaceTreatments, ...l.heatTreatments].join(', '),
      l.toleranceGrade === null ? '' : `IT${l.toleranceGrade}`,
      l.ra ?? '',
      l.quantity,
      num(l.unitPrice),
      num(l.unitPriceWithTax),
      num(l.total),
      num(l.totalWithTax),
      l.leadDays,
      `${l.configName} v${l.configVersion}`,
      l.adjustment ? `${l.adjustment.originalUnitPrice} → ${l.adjustment.unitPrice}: ${l.adjustment.reason}` : '',
    ])
    for (const c of [8, 9, 10, 11]) row.getCell(c).numFmt = MONEY
  }
  for (const [key, value] of [
    ['sheet.total', o.total],
    ['orderSheet.tax', o.tax],
    ['sheet.col.totalWithTax', o.totalWithTax],
  ] as const) {
    const row = sheet.addRow(['', t(key), '', '', '', '', '', '', '', num(value)])
    row.font = { bold: true }
    row.getCell(10).numFmt = MONEY
  }
  sheet.addRow([])
  sheet.addRow([t('sheet.col.part'), t('sheet.col.item'), t('sheet.col.amount'), t('sheet.col.formula')]).font = {
    bold: true,
  }
  for (const l of o.lines) {
    for (const b of l.breakdown)
      sheet.addRow([l.partName, b.label, num(b.amount), b.formula ?? '']).getCell(3).numFmt = MONEY
  }
  sheet.columns.forEach((col, i) => (col.width = [8, 28, 14, 22, 10, 10, 10, 14, 14, 14, 14, 10, 20, 40][i] ?? 12))
}

/** The quote sheet of one order, or of a selection (a summary sheet first, then one sheet per order). */
export async function orderSheets(
  db: Db,
  user: AuthUser,
  ids: readonly number[],
  locale: Locale,
  audience: QuoteAudience,
  now = new Date(),
): Promise<Buffer> {
  const t = (key: MessageKey) => translate(locale, key)
  const orders: QuoteOrder[] = []
  for (const id of ids) orders.push(await readOrder(db, user, id, locale, audience, now))
  const book = new ExcelJS.Workbook()
  book.created = now
  if (orders.length > 1) {
    const summary = book.addWorksheet(t('orderSheet.summary'))
    summary.addRow(
      [
        'orderSheet.number',
        'orderSheet.customer',
        'orderSheet.status',
        'orderSheet.col.lines',
        'sheet.col.total',
        'sheet.col.totalWithTax',
        'orderSheet.col.created',
        'orderSheet.validUntil',
      ].map((k) => t(k as MessageKey)),
    ).font = { bold: true }
    for (const o of orders) {
      const row = summary.addRow([
        o.number,
        o.customer.name,
        enumLabel(locale, 'quoteOrderStatus', o.status),
        o.lines.length,
        num(o.total),
        num(o.totalWithTax),
        o.createTime.slice(0, 10),
        o.validUntil.slice(0, 10),
      ])
      for (const c of [5, 6]) row.getCell(c).numFmt = MONEY
    }
    summary.columns.forEach((col, i) => (col.width = [18, 20, 12, 8, 16, 16, 14, 14][i] ?? 12))
  }
  for (const o of orders) addOrderSheet(book, o, locale)
  return Buffer.from(await book.xlsx.writeBuffer())
}

/** The statistics as a workbook: the same numbers the charts draw. */
export async function statisticsSheet(stats: Statistics, locale: Locale): Promise<Buffer> {
  const t = (key: MessageKey) => translate(locale, key)
  const book = new ExcelJS.Workbook()
  const periods = book.addWorksheet(t('statSheet.periods'))
  periods.addRow(
    [
      'statSheet.col.period',
      'statSheet.col.quotes',
      'statSheet.col.orders',
      'statSheet.col.ordered',
      'statSheet.col.orderedTotal',
      'statSheet.col.conversion',
    ].map((k) => t(k as MessageKey)),
  ).font = { bold: true }
  for (const p of [...stats.periods, { period: t('sheet.total'), ...stats.totals }]) {
    periods
      .addRow([p.period, p.quotes, p.orders, p.ordered, num(p.orderedTotal), p.conversionRate ?? ''])
      .getCell(5).numFmt = MONEY
  }
  const groups = book.addWorksheet(t('statSheet.groups'))
  groups.addRow(
    [
      'statSheet.col.group',
      'statSheet.col.key',
      'statSheet.col.lines',
      'sheet.col.quantity',
      'statSheet.col.average',
    ].map((k) => t(k as MessageKey)),
  ).font = { bold: true }
  // Part classes are codes; the sheet names them as the statistics screen does.
  for (const [label, list, keyText] of [
    [t('statSheet.material'), stats.byMaterial, (key: string) => key],
    [t('statSheet.partClass'), stats.byPartClass, (key: string) => enumLabel(locale, 'partClass', key)],
  ] as const) {
    for (const g of list)
      groups.addRow([label, keyText(g.key), g.lines, g.quantity, num(g.averageUnitPrice)]).getCell(5).numFmt = MONEY
  }
  const points = book.addWorksheet(t('statSheet.points'))
  points.addRow(
    ['orderSheet.number', 'sheet.col.material', 'sheet.col.quantity', 'sheet.col.unitPrice'].map((k) =>
      t(k as MessageKey),
    ),
  ).font = { bold: true }
  for (const p of stats.pricePoints)
    points.addRow([p.number, p.material, p.quantity, num(p.unitPrice)]).getCell(4).numFmt = MONEY
  const adjustments = book.addWorksheet(t('statSheet.adjustments'))
  adjustments.addRow(
    [
      'orderSheet.number',
      'orderSheet.customer',
      'sheet.col.part',
      'sheet.col.unitPrice',
      'orderSheet.col.adjustment',
      'statSheet.col.delta',
      'statSheet.col.reason',
    ].map((k) => t(k as MessageKey)),
  ).font = { bold: true }
  for (const a of stats.adjustments) {
    adjustments.addRow([
      a.number,
      a.customer.name,
      a.partName,
      num(a.originalUnitPrice),
      num(a.unitPrice),
      num(a.delta),
      a.reason,
    ])
  }
  for (const sheet of [periods, groups, points, adjustments]) sheet.columns.forEach((col) => (col.width = 18))
  return Buffer.from(await book.xlsx.writeBuffer())
}
