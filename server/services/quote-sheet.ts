import ExcelJS from 'exceljs'
import Decimal from 'decimal.js'
import type { Db } from '../db/client.ts'
import { notFound } from '../lib/errors.ts'
import { translate, type Locale } from '../lib/i18n.ts'
import type { MessageKey } from '../lib/messages.ts'
import type { AuthUser } from '../lib/request-context.ts'
import { findPart } from './part-access.ts'
import { latestQuote, quoteOut } from './part-quotes.ts'
import type { QuoteAudience } from './quote-visibility.ts'

type Line = { name: string; quote: Awaited<ReturnType<typeof quoteOut>> }

const MONEY = '#,##0.00'

/** Loads the latest quote of every requested part; any part the caller may not read is a 404. */
async function loadLines(
  db: Db,
  user: AuthUser,
  partIds: number[],
  locale: Locale,
  audience: QuoteAudience,
): Promise<Line[]> {
  const lines: Line[] = []
  for (const partId of partIds) {
    const part = await findPart(db, user, partId, 'read')
    const quote = part.status === 'done' ? await latestQuote(db, part.id) : undefined
    if (!quote) throw notFound('part.notReady')
    lines.push({ name: part.name, quote: await quoteOut(db, quote, locale, audience) })
  }
  return lines
}

/**
 * The quote sheet (报价单) as XLSX in the caller's language: one row per part with unit and line
 * prices without and with tax, the configuration version each was priced with, totals (summed in
 * decimal), and a second sheet with every part's cost breakdown.
 */
export async function buildQuoteSheet(
  db: Db,
  user: AuthUser,
  partIds: number[],
  locale: Locale,
  audience: QuoteAudience,
  now = new Date(),
): Promise<Buffer> {
  const lines = await loadLines(db, user, partIds, locale, audience)
  const t = (key: MessageKey) => translate(locale, key)
  const book = new ExcelJS.Workbook()
  book.created = now
  const sheet = book.addWorksheet(t('sheet.title'))
  const currency = lines[0]?.quote.currency ?? 'CNY'
  const configs = [...new Set(lines.map((l) => `${l.quote.configName} v${l.quote.configVersion}`))].join('; ')
  sheet.addRow([t('sheet.title')]).font = { bold: true, size: 16 }
  sheet.addRow([t('sheet.date'), now.toISOString().slice(0, 10)])
  sheet.addRow([t('sheet.currency'), currency])
  sheet.addRow([t('sheet.configs'), configs])
  sheet.addRow([t('sheet.validity'), Math.min(...lines.map((l) => l.quote.validityDays))])
  sheet.addRow([])
  const header = sheet.addRow(
    (
      [
        'no',
        'part',
        'material',
        'quantity',
        'unitPrice',
        'unitPriceWithTax',
        'total',
        'totalWithTax',
        'config',
        'review',
      ] as const
    ).map((c) => t(`sheet.col.${c}`)),
  )
  header.font = { bold: true }
  let total = new Decimal(0)
  let totalWithTax = new Decimal(0)
  lines.forEach(({ name, quote: q }, i) => {
    const priced = q.priced && q.total !== null && q.totalWithTax !== null
    if (priced) {
      total = total.plus(q.total!)
      totalWithTax = totalWithTax.plus(q.totalWithTax!)
    }
    const money = (v: string | null) => (priced && v !== null ? Number(v) : null)
    const row = sheet.addRow([
      i + 1,
      name,
      q.material,
      q.quantity,
      money(q.unitPrice),
      money(q.unitPriceWithTax),
      money(q.total),
      money(q.totalWithTax),
      `${q.configName} v${q.configVersion}`,
      priced ? q.reviewFlags.map((f) => f.label).join('; ') : t('sheet.unpriced'),
    ])
    for (const c of [5, 6, 7, 8]) row.getCell(c).numFmt = MONEY
  })
  const sum = sheet.addRow(['', t('sheet.total'), '', '', '', '', total.toNumber(), totalWithTax.toNumber()])
  sum.font = { bold: true }
  for (const c of [7, 8]) sum.getCell(c).numFmt = MONEY
  sheet.columns.forEach((col, i) => (col.width = [6, 28, 12, 10, 16, 16, 16, 16, 24, 40][i] ?? 12))

  const detail = book.addWorksheet(t('sheet.breakdown'))
  // Formulas only for readers who may see them (quote-visibility.ts).
  const formulas = lines.some((l) => l.quote.breakdown.some((b) => b.formula !== undefined))
  const head = [t('sheet.col.part'), t('sheet.col.item'), t('sheet.col.amount')]
  detail.addRow(formulas ? [...head, t('sheet.col.formula')] : head).font = { bold: true }
  for (const { name, quote: q } of lines) {
    for (const line of q.breakdown) {
      detail
        .addRow([name, line.label, Number(line.amount), ...(formulas ? [line.formula ?? ''] : [])])
        .getCell(3).numFmt = MONEY
    }
  }
  detail.columns.forEach((col, i) => (col.width = [28, 28, 18, 80][i] ?? 12))
  return Buffer.from(await book.xlsx.writeBuffer())
}
