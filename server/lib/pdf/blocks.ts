import { contentWidth, keepSpace, labelSeparator, left, setFont, type Pdf } from './document.ts'

// The text blocks a business document is made of: a centred title, a grid of labelled fields,
// a paragraph with a label, an image fitted to a box, and the lines people sign on.

/** A centred title line; the cursor moves below it. */
export function title(doc: Pdf, text: string, size = 18) {
  setFont(doc, size, 'bold').text(text, left(doc), doc.y, { width: contentWidth(doc), align: 'center' })
  doc.moveDown(0.4)
}

export interface PdfField {
  label: string
  value: string
}

/** Fields in `columns` columns, each "label：value" with the value wrapping under itself. */
export function fieldGrid(doc: Pdf, fields: readonly PdfField[], columns = 2, size = 9.5) {
  const width = contentWidth(doc) / columns
  const sep = labelSeparator(doc)
  for (let i = 0; i < fields.length; i += columns) {
    const row = fields.slice(i, i + columns)
    setFont(doc, size)
    const labels = row.map((f) => doc.widthOfString(`${f.label}${sep}`))
    const heights = row.map((f, j) => doc.heightOfString(f.value || ' ', { width: width - labels[j]! - 8 }))
    const height = Math.max(...heights) + 3
    keepSpace(doc, height)
    const y = doc.y
    row.forEach((f, j) => {
      const x = left(doc) + j * width
      setFont(doc, size).fillColor('#555').text(`${f.label}${sep}`, x, y)
      doc.fillColor('black').text(f.value, x + labels[j]!, y, { width: width - labels[j]! - 8 })
    })
    doc.x = left(doc)
    doc.y = y + height
  }
}

/** A labelled paragraph across the page ("Remarks: …"); nothing when `text` is empty. */
export function paragraph(doc: Pdf, label: string, text: string, size = 9.5) {
  if (!text.trim()) return
  setFont(doc, size)
  keepSpace(doc, doc.heightOfString(text, { width: contentWidth(doc) }) + size * 2)
  setFont(doc, size, 'bold').text(label, left(doc), doc.y)
  setFont(doc, size).text(text, left(doc), doc.y, { width: contentWidth(doc) })
  doc.moveDown(0.3)
}

/** An image scaled to fit `width` × `height` at the cursor (centred), the cursor moving below it. */
export function fittedImage(doc: Pdf, bytes: Buffer, width: number, height: number) {
  keepSpace(doc, height)
  const y = doc.y
  doc.image(bytes, left(doc) + (contentWidth(doc) - width) / 2, y, {
    fit: [width, height],
    align: 'center',
    valign: 'center',
  })
  doc.x = left(doc)
  doc.y = y + height + 4
}

export interface SignatureParty {
  /** Whose block it is ("供方（盖章）"). */
  title: string
  /** What each line is for ("签字", "日期"), each followed by a rule to write on. */
  lines: readonly string[]
}

/** Where a party's block was drawn, so a seal can be placed over it. */
export interface SignatureBox {
  page: number
  x: number
  y: number
  width: number
  height: number
}

/** The parties' signature blocks side by side, kept together on one page. */
export function signatureBlocks(doc: Pdf, parties: readonly SignatureParty[], size = 9.5): SignatureBox[] {
  const width = contentWidth(doc) / parties.length
  const sep = labelSeparator(doc)
  const lineGap = size * 2.6
  setFont(doc, size, 'bold')
  const head = Math.max(...parties.map((p) => doc.heightOfString(p.title, { width: width - 16 }))) + size
  const height = head + Math.max(...parties.map((p) => p.lines.length)) * lineGap
  keepSpace(doc, height + 10)
  const y = doc.y + 6
  const range = doc.bufferedPageRange()
  const page = range.start + range.count - 1
  const boxes = parties.map((party, i) => {
    const x = left(doc) + i * width
    setFont(doc, size, 'bold').text(party.title, x, y, { width: width - 16 })
    party.lines.forEach((line, j) => {
      const base = y + head + (j + 1) * lineGap - size
      setFont(doc, size).text(`${line}${sep}`, x, base - size * 1.3)
      const start = x + doc.widthOfString(`${line}${sep}`) + 2
      doc
        .moveTo(start, base)
        .lineTo(x + width - 20, base)
        .lineWidth(0.5)
        .strokeColor('#333')
        .stroke()
    })
    return { page, x, y, width, height }
  })
  doc.x = left(doc)
  doc.y = y + height
  return boxes
}
