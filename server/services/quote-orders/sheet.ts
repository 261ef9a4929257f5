import type { QuoteOrder } from '../../../contract/quote-order.ts'
import type { Db } from '../../db/client.ts'
import { configName, enumLabel } from '../../lib/enum-labels.ts'
import { translate, type Locale } from '../../lib/i18n.ts'
import type { MessageKey } from '../../lib/messages.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { addHeader, addRow, setWidths, workbook, xlsxBytes, type Workbook } from '../../lib/spreadsheet.ts'
import type { QuoteAudience } from '../quote-visibility.ts'
import { readOrder } from './read.ts'

/** An amount as a number cell; a price awaiting approval is an empty cell (the sheet says why). */
const num = (v: string | null) => (v === null ? '' : Number(v))

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
  'sheet.col.tier',
  'sheet.col.shipDate',
  'sheet.col.deliveryDate',
  'sheet.col.config',
  'orderSheet.col.adjustment',
] as const satisfies readonly MessageKey[]

/**
 * One order on its own worksheet: header (with the date it ships, and for staff whether that date is
 * at risk), lines with their tier and dates, totals, then each line's frozen breakdown.
 */
function addOrderSheet(book: Workbook, o: QuoteOrder, locale: Locale) {
  const t = (key: MessageKey) => translate(locale, key)
  const sheet = book.addWorksheet(o.number)
  addHeader(sheet, [t('sheet.title'), o.number], 14)
  sheet.addRow([
    t('orderSheet.customer'),
    `${o.customer.name}${o.customer.companyName ? ` (${o.customer.companyName})` : ''}`,
  ])
  sheet.addRow([t('orderSheet.status'), enumLabel(locale, 'quoteOrderStatus', o.status)])
  if (o.priceWithheld && o.total === null) sheet.addRow([t('orderSheet.priceWithheld')])
  sheet.addRow([t('sheet.date'), o.createTime.slice(0, 10)])
  sheet.addRow([t('orderSheet.validUntil'), o.validUntil.slice(0, 10)])
  if (o.shipDate) sheet.addRow([t('orderSheet.shipDate'), o.shipDate])
  // Staff only (a customer's order never says it): the line numbers whose ship date is at risk.
  if (o.shipRisk)
    sheet.addRow([
      t('orderSheet.col.shipRisk'),
      o.lines
        .filter((l) => l.shipRisk)
        .map((l) => l.position)
        .join(', '),
    ])
  sheet.addRow([t('sheet.currency'), o.currency])
  sheet.addRow([t('orderSheet.taxRate'), Number(o.taxRate)])
  if (o.remarks) sheet.addRow([t('orderSheet.remarks'), o.remarks])
  sheet.addRow([])
  addHeader(sheet, LINE_COLUMNS.map(t))
  for (const l of o.lines) {
    addRow(
      sheet,
      [
        l.position,
        l.partName,
        enumLabel(locale, 'materialName', l.material),
        [...l.surfaceTreatments, ...l.heatTreatments].map((k) => enumLabel(locale, 'treatmentName', k)).join(', '),
        l.toleranceGrade === null ? '' : `IT${l.toleranceGrade}`,
        l.ra ?? '',
        l.quantity,
        num(l.unitPrice),
        num(l.unitPriceWithTax),
        num(l.total),
        num(l.totalWithTax),
        l.leadDays,
        l.tier ? enumLabel(locale, 'leadTier', l.tier) : '',
        l.shipDate ?? '',
        l.deliveryDate ?? '',
        `${configName(locale, l.configName)} v${l.configVersion}`,
        l.adjustment ? `${l.adjustment.originalUnitPrice} → ${l.adjustment.unitPrice}: ${l.adjustment.reason}` : '',
      ],
      [8, 9, 10, 11],
    )
  }
  for (const [key, value] of [
    ['sheet.total', o.total],
    ['orderSheet.tax', o.tax],
    ['sheet.col.totalWithTax', o.totalWithTax],
  ] as const) {
    addRow(sheet, ['', t(key), '', '', '', '', '', '', '', num(value)], [10]).font = { bold: true }
  }
  sheet.addRow([])
  addHeader(sheet, [t('sheet.col.part'), t('sheet.col.item'), t('sheet.col.amount'), t('sheet.col.formula')])
  for (const l of o.lines) {
    for (const b of l.breakdown) addRow(sheet, [l.partName, b.label, Number(b.amount), b.formula ?? ''], [3])
  }
  setWidths(sheet, [8, 28, 14, 22, 10, 10, 10, 14, 14, 14, 14, 10, 12, 14, 14, 20, 40])
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
  for (const id of ids) orders.push(await readOrder({ db, user, locale, now }, id, audience))
  const book = workbook({ created: now })
  if (orders.length > 1) {
    const summary = book.addWorksheet(t('orderSheet.summary'))
    addHeader(
      summary,
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
    )
    for (const o of orders) {
      addRow(
        summary,
        [
          o.number,
          o.customer.name,
          enumLabel(locale, 'quoteOrderStatus', o.status),
          o.lines.length,
          num(o.total),
          num(o.totalWithTax),
          o.createTime.slice(0, 10),
          o.validUntil.slice(0, 10),
        ],
        [5, 6],
      )
    }
    setWidths(summary, [18, 20, 12, 8, 16, 16, 14, 14])
  }
  for (const o of orders) addOrderSheet(book, o, locale)
  return xlsxBytes(book)
}
