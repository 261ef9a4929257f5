import { capitalAmount } from '../../../contract/format/capital-amount.ts'
import { formatCalendarDay } from '../../../contract/format/calendar-day.ts'
import { formatPrice } from '../../../contract/format/money.ts'
import type { QuoteOrder } from '../../../contract/quote-order.ts'
import { shopText, type ShopProfile } from '../../../contract/shop-profile.ts'
import { shopClock, dateOf } from '../../engine/lead-time/calendar.ts'
import { enumLabel } from '../../lib/enum-labels.ts'
import { translate, type Locale } from '../../lib/i18n.ts'
import type { MessageKey } from '../../lib/messages.ts'
import type { PdfField, SignatureParty } from '../../lib/pdf/blocks.ts'
import type { PdfColumn } from '../../lib/pdf/table.ts'

// What a 报价单 says, as plain text in the reader's language: the drawing (quote-pdf.ts) only
// places it. Money goes through the one money style, dates are the shop's days, the total is
// written in figures and in Chinese capitals (in both languages: the capitals are what a Chinese
// buyer's finance checks).

/** The customer as the paperwork addresses them. */
export interface QuotePdfContact {
  name: string
  phone: string
  email: string
}

export interface QuotePdfModel {
  title: string
  author: string
  shop: { name: string; contactLine: string }
  header: PdfField[]
  columns: PdfColumn[]
  rows: string[][]
  totals: PdfField[]
  capitals: PdfField
  terms: PdfField[]
  remarks: { label: string; text: string }
  parties: SignatureParty[]
  pageLabel: (page: number, pages: number) => string
}

const COLUMNS: [MessageKey, number, PdfColumn['align']][] = [
  ['quotePdf.col.no', 0.6, 'center'],
  ['quotePdf.col.name', 2, 'left'],
  ['quotePdf.col.drawing', 1.5, 'left'],
  ['quotePdf.col.material', 1.2, 'left'],
  ['quotePdf.col.quantity', 0.7, 'right'],
  ['quotePdf.col.unitPrice', 1.3, 'right'],
  ['quotePdf.col.amount', 1.4, 'right'],
  ['quotePdf.col.shipDate', 1.6, 'center'],
]

/** 图号: a drawing is filed under its number, so it is the 2D file's name without its extension. */
export const drawingNumber = (line: QuoteOrder['lines'][number]) => {
  const drawing = line.files.find((f) => f.kind === '2d')
  return drawing ? drawing.name.replace(/\.[^.]+$/, '') : ''
}

/** The shop's local day of a moment, as YYYY-MM-DD. */
const shopDay = (iso: string, timeZone: string) => dateOf(shopClock(new Date(iso), timeZone).day)

export function quotePdfModel(
  order: QuoteOrder,
  profile: ShopProfile,
  contact: QuotePdfContact,
  locale: Locale,
  timeZone: string,
): QuotePdfModel {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params)
  const labelled = (key: MessageKey, value: string) => t('quotePdf.labelled', { label: t(key), value })
  // The caller refuses a withheld price before this; a missing amount still never prints as a number.
  const money = (value: string | null) => (value === null ? '—' : formatPrice(value, order.currency, locale))
  const day = (date: string | null) => formatCalendarDay(date, locale, { year: true, weekday: false })
  const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    Number(order.taxRate),
  )
  const shop = (field: Parameters<typeof shopText>[1]) => shopText(profile.texts, field, locale)
  // The quote is dated the day staff quoted it; a draft not quoted yet, the day it was made.
  const quoted = [...order.events].reverse().find((e) => e.to === 'quoted')
  const customer = order.customer.companyName || order.customer.name
  const contactLine = [contact.name, contact.phone, contact.email].filter(Boolean).join('  ')
  return {
    title: t('quotePdf.title'),
    author: shop('name'),
    shop: {
      name: shop('name'),
      contactLine: [shop('address'), profile.phone && labelled('quotePdf.phone', profile.phone)]
        .filter(Boolean)
        .join('    '),
    },
    header: [
      { label: t('quotePdf.number'), value: order.number },
      { label: t('quotePdf.date'), value: day(shopDay(quoted?.at ?? order.createTime, timeZone)) },
      { label: t('quotePdf.customer'), value: customer },
      { label: t('quotePdf.validUntil'), value: day(shopDay(order.validUntil, timeZone)) },
      { label: t('quotePdf.contact'), value: contactLine },
      { label: t('quotePdf.currency'), value: order.currency },
    ],
    columns: COLUMNS.map(([key, weight, align]) => ({ header: t(key), weight, align })),
    rows: order.lines.map((l) => [
      String(l.position),
      l.partName,
      drawingNumber(l),
      l.material,
      String(l.quantity),
      money(l.unitPriceWithTax),
      money(l.totalWithTax),
      day(l.shipDate),
    ]),
    totals: [
      { label: t('quotePdf.total'), value: money(order.total) },
      { label: t('quotePdf.tax', { rate }), value: money(order.tax) },
      { label: t('quotePdf.totalWithTax'), value: money(order.totalWithTax) },
    ],
    capitals: {
      label: t('quotePdf.capitals'),
      value: order.totalWithTax === null ? '—' : capitalAmount(order.totalWithTax),
    },
    terms: [
      {
        label: t('quotePdf.invoice'),
        value: t('quotePdf.invoiceLine', { type: enumLabel(locale, 'invoiceType', profile.invoiceType), rate }),
      },
      { label: t('quotePdf.paymentTerms'), value: shop('paymentTerms') },
      { label: t('quotePdf.deliveryPlace'), value: shop('deliveryPlace') },
      { label: t('quotePdf.freight'), value: shop('freightTerms') },
    ],
    remarks: { label: t('quotePdf.remarks'), text: order.remarks },
    parties: [
      {
        title: shop('name') ? labelled('quotePdf.supplier', shop('name')) : t('quotePdf.supplier'),
        lines: [t('quotePdf.signature'), t('quotePdf.signDate')],
      },
      { title: labelled('quotePdf.buyer', customer), lines: [t('quotePdf.signature'), t('quotePdf.signDate')] },
    ],
    pageLabel: (page, pages) => t('pdf.page', { page, pages }),
  }
}
