import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
import { fieldGrid, fittedImage, paragraph, signatureBlocks, title } from '../../lib/pdf/blocks.ts'
import {
  contentWidth,
  createPdf,
  keepSpace,
  labelSeparator,
  left,
  numberPages,
  pdfBytes,
  setFont,
  type Pdf,
} from '../../lib/pdf/document.ts'
import { drawTable } from '../../lib/pdf/table.ts'
import { currentConfigs } from '../lead-time/book.ts'
import type { QuoteAudience } from '../quote-visibility.ts'
import { shopProfileForPrint } from '../shop-profile.ts'
import type { OrderCall } from './access.ts'
import { quotePdfModel, type QuotePdfModel } from './quote-pdf-model.ts'
import { readOrder } from './read.ts'

// The 报价单 as a PDF: letterhead, title, the order's particulars, the line table, the totals in
// figures and in capitals, the terms, remarks and the two parties' signature blocks with the
// shop's seal over its own. Drawn on the server with an embedded font: no browser, no network.

const LETTERHEAD_HEIGHT = 80
const SEAL_SIZE = 110

export interface QuotePdfImages {
  letterhead: Buffer | null
  seal: Buffer | null
}

/** Draws the model; the images are the shop's uploads (PNG or JPEG) or null. */
export function renderQuotePdf(
  model: QuotePdfModel,
  images: QuotePdfImages,
  lang: string,
  created: Date,
): Promise<Buffer> {
  const doc = createPdf({
    title: `${model.title} ${model.header[0]?.value ?? ''}`,
    author: model.author,
    lang,
    created,
  })
  if (images.letterhead) fittedImage(doc, images.letterhead, contentWidth(doc), LETTERHEAD_HEIGHT)
  else if (model.shop.name) title(doc, model.shop.name, 15)
  if (model.shop.contactLine) {
    setFont(doc, 8.5)
      .fillColor('#444')
      .text(model.shop.contactLine, left(doc), doc.y, { width: contentWidth(doc), align: 'center' })
    doc.fillColor('black')
  }
  rule(doc)
  title(doc, model.title, 18)
  fieldGrid(doc, model.header, 2)
  doc.moveDown(0.5)
  drawTable(doc, model.columns, model.rows)
  doc.moveDown(0.5)
  totals(doc, model)
  fieldGrid(
    doc,
    model.terms.filter((f) => f.value),
    1,
  )
  doc.moveDown(0.3)
  paragraph(doc, model.remarks.label, model.remarks.text)
  doc.moveDown(0.8)
  const [supplier] = signatureBlocks(doc, model.parties)
  if (images.seal && supplier) {
    // The seal overlaps the supplier's signature, as a stamp does on paper.
    doc.switchToPage(supplier.page)
    doc.image(images.seal, supplier.x + supplier.width - SEAL_SIZE - 30, supplier.y - 10, {
      fit: [SEAL_SIZE, SEAL_SIZE],
    })
  }
  numberPages(doc, model.pageLabel)
  return pdfBytes(doc)
}

/** The totals right-aligned under the table, then the total in capitals across the page. */
function totals(doc: Pdf, model: QuotePdfModel) {
  keepSpace(doc, 80)
  const width = 230
  const x = left(doc) + contentWidth(doc) - width
  model.totals.forEach((f, i) => {
    const last = i === model.totals.length - 1
    const y = doc.y
    setFont(doc, 9.5, last ? 'bold' : 'regular').text(f.label, x, y, { width: width / 2 })
    doc.text(f.value, x + width / 2, y, { width: width / 2, align: 'right' })
  })
  doc.moveDown(0.3)
  const y = doc.y
  setFont(doc, 10, 'bold').text(`${model.capitals.label}${labelSeparator(doc)}`, left(doc), y, { continued: true })
  doc.text(model.capitals.value)
  doc.x = left(doc)
  doc.moveDown(0.5)
}

function rule(doc: Pdf) {
  const y = doc.y + 4
  doc
    .moveTo(left(doc), y)
    .lineTo(left(doc) + contentWidth(doc), y)
    .lineWidth(1)
    .strokeColor('#333')
    .stroke()
  doc.y = y + 8
}

/** Someone to address the quote to: the account's name, phone and e-mail. */
async function contactOf(db: Db, userId: number, name: string) {
  const [u] = await db.select({ phone: users.phoneNumber, email: users.email }).from(users).where(eq(users.id, userId))
  return { name, phone: u?.phone ?? '', email: u?.email ?? '' }
}

/** One order the caller may read (others' answer 404) as its 报价单 PDF, in the caller's language. */
export async function orderPdf(
  call: OrderCall,
  id: number,
  audience: QuoteAudience,
  now = new Date(),
): Promise<{ number: string; bytes: Buffer }> {
  const order = await readOrder(call, id, audience)
  // A 报价单 leaves the company: none is made, even for staff, while its price awaits approval.
  if (order.priceWithheld) throw new AppError(409, 'approval.withheldPdf', { number: order.number })
  const profile = await shopProfileForPrint(call.db)
  const contact = await contactOf(call.db, order.customer.id, order.customer.name)
  // Dates are the shop's days, in the zone of the configuration that priced the order (an unknown
  // configuration reads as the default one).
  const configId = order.lines[0]?.configId ?? 0
  const { timeZone } = (await currentConfigs(call.db, [configId])).get(configId)!.leadTime
  const model = quotePdfModel(order, profile, contact, call.locale, timeZone)
  const bytes = await renderQuotePdf(model, profile, call.locale, now)
  return { number: order.number, bytes }
}
