import { DrawingParseError } from './parse-error.ts'
import { DRAWING_MAX_PAGES, DRAWING_MAX_TEXT, PDF_MAX_MS, tooComplex } from './limits.ts'
import type { TextBox } from './types.ts'

export { DrawingParseError }

/** A pdf.js text run placed on the displayed page (rotation applied, top-left origin, points). */
export interface PlacedRun {
  text: string
  page: number
  box: TextBox
  /** Glyph height on the page. */
  size: number
  /** Reading direction on the displayed page, degrees (0 = left to right). */
  angle: number
}

/** Per-document result of the PDF reader. */
export interface PdfText {
  pages: number
  runs: PlacedRun[]
}

interface PdfJsItem {
  str: string
  transform: number[]
  width: number
  height: number
}

/** Counts the work one file costs and refuses it once past the text or time budget. */
class WorkBudget {
  private runs = 0
  private readonly deadline = Date.now() + PDF_MAX_MS

  spend(runs: number) {
    this.runs += runs
    if (this.runs > DRAWING_MAX_TEXT || Date.now() > this.deadline) throw tooComplex(DRAWING_MAX_TEXT)
  }
}

/**
 * Reads every text run of a PDF with its box on the displayed page. Each run's four corners are
 * mapped through the page viewport, so pages stored with /Rotate 90/180/270 (the NIST drawings
 * use 270) yield boxes where the viewer shows the text. A file over {@link DRAWING_MAX_PAGES} pages or
 * over its work budget is refused with a {@link DrawingParseError} saying so.
 */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  let doc
  try {
    // pdf.js takes ownership of (detaches) the buffer it is given: pass a copy.
    doc = await pdfjs.getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    }).promise
  } catch (error) {
    throw new DrawingParseError(`The PDF could not be opened: ${(error as Error).message}`)
  }
  try {
    // The page count is known once the document is open: a file of thousands of pages is refused
    // here, in a fraction of a second, instead of holding the one reading worker for minutes.
    if (doc.numPages > DRAWING_MAX_PAGES) {
      throw new DrawingParseError(`The PDF has ${doc.numPages} pages; at most ${DRAWING_MAX_PAGES} are read`, {
        code: 'drawingTooManyPages',
        params: { pages: doc.numPages, max: DRAWING_MAX_PAGES },
      })
    }
    const runs: PlacedRun[] = []
    const budget = new WorkBudget()
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p)
      const viewport = page.getViewport({ scale: 1 })
      const content = await page.getTextContent()
      budget.spend(content.items.length)
      for (const raw of content.items as PdfJsItem[]) {
        if (typeof raw.str !== 'string' || raw.str.trim() === '') continue
        runs.push(place(raw, p, (x, y) => viewport.convertToViewportPoint(x, y) as [number, number]))
      }
      page.cleanup()
    }
    return { pages: doc.numPages, runs }
  } finally {
    await doc.destroy()
  }
}

function place(item: PdfJsItem, page: number, toView: (x: number, y: number) => [number, number]): PlacedRun {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform
  const along = Math.hypot(a, b) || 1
  const upLen = Math.hypot(c, d) || 1
  const u = [a / along, b / along]
  const v = [c / upLen, d / upLen]
  const size = item.height || upLen
  const width = item.width
  // Baseline-left origin; include a descender below the baseline.
  const ox = e - v[0]! * 0.2 * size
  const oy = f - v[1]! * 0.2 * size
  const corners = [
    [ox, oy],
    [ox + u[0]! * width, oy + u[1]! * width],
    [ox + v[0]! * size * 1.2, oy + v[1]! * size * 1.2],
    [ox + u[0]! * width + v[0]! * size * 1.2, oy + u[1]! * width + v[1]! * size * 1.2],
  ].map(([x, y]) => toView(x!, y!))
  const xs = corners.map((pt) => pt[0])
  const ys = corners.map((pt) => pt[1])
  const start = toView(e, f)
  const end = toView(e + u[0]!, f + u[1]!)
  const angle = Math.round((Math.atan2(end[1] - start[1], end[0] - start[0]) * 180) / Math.PI)
  return {
    text: item.str,
    page,
    size,
    angle: angle === -180 ? 180 : angle + 0,
    box: {
      x: round(Math.min(...xs)),
      y: round(Math.min(...ys)),
      width: round(Math.max(...xs) - Math.min(...xs)),
      height: round(Math.max(...ys) - Math.min(...ys)),
    },
  }
}

const round = (v: number) => Math.round(v * 100) / 100
