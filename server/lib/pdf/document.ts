import PDFDocument from 'pdfkit'
import { FONT, fontBytes, type FontWeight } from './fonts.ts'

// One A4 document with the embedded fonts, and the page arithmetic the blocks share. A caller
// draws with the blocks (blocks.ts, table.ts) and ends with pdfBytes.

export type Pdf = PDFKit.PDFDocument

export const PDF_TYPE = 'application/pdf'

export interface PdfInfo {
  title: string
  author: string
  subject?: string
  /** The document's language (BCP 47), for readers and screen readers. */
  lang: string
  created: Date
  /** Portrait by default; a wide table (a process card) takes landscape. */
  layout?: 'portrait' | 'landscape'
}

/** Space kept free at the foot of each page for its page number. */
const FOOTER = 24
const MARGIN = 40

const separators = new WeakMap<Pdf, string>()

/** What follows a label in the document's language: Chinese takes the full-width colon. */
export const labelSeparator = (doc: Pdf) => separators.get(doc) ?? ': '

export function createPdf(info: PdfInfo): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    layout: info.layout ?? 'portrait',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    info: {
      Title: info.title,
      Author: info.author,
      ...(info.subject ? { Subject: info.subject } : {}),
      CreationDate: info.created,
    },
    lang: info.lang,
    displayTitle: true,
    bufferPages: true,
  })
  for (const weight of Object.keys(FONT) as FontWeight[]) doc.registerFont(FONT[weight], fontBytes(weight))
  doc.font(FONT.regular)
  separators.set(doc, info.lang.startsWith('zh') ? '：' : ': ')
  return doc
}

/** Sets the weight and size of the text that follows. */
export function setFont(doc: Pdf, size: number, weight: FontWeight = 'regular'): Pdf {
  return doc.font(FONT[weight]).fontSize(size)
}

export const left = (doc: Pdf) => doc.page.margins.left
export const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right
export const bottom = (doc: Pdf) => doc.page.height - doc.page.margins.bottom

/** Starts a new page unless `height` more points fit below the cursor. */
export function keepSpace(doc: Pdf, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage()
}

/** Writes "label" centred in each page's footer (e.g. "2 / 3"), after everything else is drawn. */
export function numberPages(doc: Pdf, label: (page: number, pages: number) => string) {
  const { start, count } = doc.bufferedPageRange()
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i)
    const y = doc.page.height - MARGIN - 10
    // Text below the bottom margin would open a new page: the footer writes inside a zero margin.
    const kept = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    setFont(doc, 8)
      .fillColor('#666')
      .text(label(i + 1, count), left(doc), y, { width: contentWidth(doc), align: 'center' })
    doc.page.margins.bottom = kept
  }
  doc.fillColor('black')
}

/** Ends the document and answers its bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}
