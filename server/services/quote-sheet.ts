import Decimal from 'decimal.js'
import type { Db } from '../db/client.ts'
import { notFound } from '../lib/errors.ts'
import { configName, enumLabel } from '../lib/enum-labels.ts'
import { translate, type Locale } from '../lib/i18n.ts'
import type { MessageKey } from '../lib/messages.ts'
import type { AuthUser } from '../lib/request-context.ts'
import { addHeader, addRow, setWidths, workbook, xlsxBytes } from '../lib/spreadsheet.ts'
import { findPart } from './part-access.ts'
import { latestQuote, quoteOut } from './part-quotes.ts'
import type { QuoteAudience } from './quote-visibility.ts'

type Line = { name: string; quote: Awaited<ReturnType<typeof quoteOut>> }

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
 * prices without and with tax, its lead-time tier with the promised ship and delivery dates, the
 * configuration version each was priced with, totals (summed in
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
  const book = workbook({ created: now })
  const sheet = book.addWorksheet(t('sheet.title'))
  const currency = lines[0]?.quote.currency ?? 'CNY'
  const configOf = (q: { configName: string; configVersion: number }) =>
    `${configName(locale, q.configName)} v${q.configVersion}`
  const configs = [...new Set(lines.map((l) => configOf(l.quote)))].join('; ')
  addHeader(sheet, [t('sheet.title')], 16)
  sheet.addRow([t('sheet.date'), now.toISOString().slice(0, 10)])
  sheet.addRow([t('sheet.currency'), currency])
  sheet.addRow([t('sheet.configs'), configs])
  sheet.addRow([t('sheet.validity'), Math.min(...lines.map((l) => l.quote.validityDays))])
  sheet.addRow([])
  addHeader(
    sheet,
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
        'tier',
        'shipDate',
        'deliveryDate',
        'config',
        'review',
      ] as const
    ).map((c) => t(`sheet.col.${c}`)),
  )
  let total = new Decimal(0)
  let totalWithTax = new Decimal(0)
  lines.forEach(({ name, quote: q }, i) => {
    const priced = q.priced && q.total !== null && q.totalWithTax !== null
    if (priced) {
      total = total.plus(q.total!)
      totalWithTax = totalWithTax.plus(q.totalWithTax!)
    }
    const money = (v: string | null) => (priced && v !== null ? Number(v) : null)
    addRow(
      sheet,
      [
        i + 1,
        name,
        enumLabel(locale, 'materialName', q.material),
        q.quantity,
        money(q.unitPrice),
        money(q.unitPriceWithTax),
        money(q.total),
        money(q.totalWithTax),
        q.leadTime ? enumLabel(locale, 'leadTier', q.leadTime.tier) : '',
        q.leadTime?.shipDate ?? '',
        q.leadTime?.deliveryDate ?? '',
        configOf(q),
        priced ? q.reviewFlags.map((f) => f.label).join('; ') : t('sheet.unpriced'),
      ],
      [5, 6, 7, 8],
    )
  })
  addRow(sheet, ['', t('sheet.total'), '', '', '', '', total.toNumber(), totalWithTax.toNumber()], [7, 8]).font = {
    bold: true,
  }
  setWidths(sheet, [6, 28, 12, 10, 16, 16, 16, 16, 12, 14, 14, 24, 40])

  const detail = book.addWorksheet(t('sheet.breakdown'))
  // Formulas only for readers who may see them (quote-visibility.ts).
  const formulas = lines.some((l) => l.quote.breakdown.some((b) => b.formula !== undefined))
  const head = [t('sheet.col.part'), t('sheet.col.item'), t('sheet.col.amount')]
  addHeader(detail, formulas ? [...head, t('sheet.col.formula')] : head)
  for (const { name, quote: q } of lines) {
    for (const line of q.breakdown)
      addRow(detail, [name, line.label, Number(line.amount), ...(formulas ? [line.formula ?? ''] : [])], [3])
  }
  setWidths(detail, [28, 28, 18, 80])
  return xlsxBytes(book)
}
