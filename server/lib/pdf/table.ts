import { bottom, contentWidth, left, setFont, type Pdf } from './document.ts'

// A ruled table that wraps long cells, grows each row to its tallest cell and repeats its header
// on every page it runs onto: the line table of a quote, the operations of a process card.

export interface PdfColumn {
  header: string
  /** A share of the page's width, relative to the other columns'. */
  weight: number
  align?: 'left' | 'center' | 'right'
}

export interface PdfTableStyle {
  fontSize?: number
  /** Points between a cell's rule and its text. */
  padding?: number
}

const HEADER_FILL = '#eeeeee'
const RULE = '#888888'

/** Draws the table at the cursor; the cursor ends below it, at the left margin. */
export function drawTable(
  doc: Pdf,
  columns: readonly PdfColumn[],
  rows: readonly (readonly string[])[],
  style: PdfTableStyle = {},
) {
  const size = style.fontSize ?? 9
  const pad = style.padding ?? 4
  const total = columns.reduce((sum, c) => sum + c.weight, 0)
  const widths = columns.map((c) => (c.weight / total) * contentWidth(doc))
  const height = (cells: readonly string[], bold: boolean) => {
    setFont(doc, size, bold ? 'bold' : 'regular')
    return (
      Math.max(...cells.map((text, i) => doc.heightOfString(text || ' ', { width: widths[i]! - 2 * pad }))) + 2 * pad
    )
  }
  const drawRow = (cells: readonly string[], y: number, h: number, header: boolean) => {
    let x = left(doc)
    setFont(doc, size, header ? 'bold' : 'regular')
    cells.forEach((text, i) => {
      const w = widths[i]!
      if (header) doc.rect(x, y, w, h).fill(HEADER_FILL)
      doc.rect(x, y, w, h).lineWidth(0.5).strokeColor(RULE).stroke()
      doc.fillColor('black').text(text, x + pad, y + pad, {
        width: w - 2 * pad,
        align: header ? 'center' : (columns[i]!.align ?? 'left'),
      })
      x += w
    })
  }
  const headers = columns.map((c) => c.header)
  const headerHeight = height(headers, true)
  let y = doc.y
  const header = () => {
    drawRow(headers, y, headerHeight, true)
    y += headerHeight
  }
  header()
  for (const row of rows) {
    const h = height(row, false)
    if (y + h > bottom(doc)) {
      doc.addPage()
      y = doc.page.margins.top
      header()
    }
    drawRow(row, y, h, false)
    y += h
  }
  doc.x = left(doc)
  doc.y = y
}
