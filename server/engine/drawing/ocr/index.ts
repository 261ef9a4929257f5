import type { Finding, TextBox } from '../types.ts'
import { loadOcrModel } from './model.ts'
import { decodeRaster } from './raster.ts'
import { readPage } from './read-page.ts'
import { renderPdfPages } from './render-pdf.ts'
import { ocrItems, shownBox, type OcrItem } from './to-items.ts'

export type { OcrItem } from './to-items.ts'

/** One page of a scan as read: its items in the upright frame and how to show their boxes. */
export interface OcrPageResult {
  page: number
  /** Clockwise quarter turns that made the page upright, and the median slant of its text (degrees). */
  quarterTurns: number
  skew: number
  items: OcrItem[]
  /** Puts a box of the upright frame onto the page as the viewer shows it. */
  toShown: (box: TextBox) => TextBox
}

/** What reading a scan found, page by page. */
export interface OcrResult {
  pages: OcrPageResult[]
}

/** Called after each page so a long scan can report progress. */
export type OcrProgress = (done: number, total: number) => void

// 150 dpi keeps 2.5 mm lettering about 15 px tall, which the recogniser reads, at half the pixels
// (and time) of 200 dpi. Scans of more pages than this are read in part: a drawing set beyond it
// is better split into parts.
const OCR_DPI = 150
const MAX_PAGES = 4
// An A2 sheet at 150 dpi; larger images (phone photos, A0 plots) are reduced to it.
const MAX_IMAGE_SIDE = 3600
/** Lines the recogniser was less sure of than this make their findings "please check". */
const OCR_CHECK_BELOW = 0.85

/** Reads a PNG/JPEG/TIFF scan; boxes are in the image's pixels. */
export async function ocrImage(bytes: Uint8Array): Promise<OcrResult> {
  const model = await loadOcrModel()
  const { raster, scale } = await decodeRaster(bytes, MAX_IMAGE_SIDE)
  const page = await readPage(model, raster)
  const { quarterTurns, skew } = page
  const items = ocrItems(page, 1, scale)
  return { pages: [{ page: 1, quarterTurns, skew, items, toShown: shownBox(page, scale) }] }
}

/** Reads the pages of an image-only PDF; boxes are in points of the displayed page. */
export async function ocrPdf(bytes: Uint8Array, pages: number, onPage?: OcrProgress): Promise<OcrResult> {
  const model = await loadOcrModel()
  const result: OcrResult = { pages: [] }
  const total = Math.min(pages, MAX_PAGES)
  // Reading has begun: the first page takes seconds, and the customer sees "page 1 of N" meanwhile.
  onPage?.(0, total)
  for await (const rendered of renderPdfPages(bytes, OCR_DPI, total)) {
    const page = await readPage(model, rendered.raster)
    const { quarterTurns, skew } = page
    const units = rendered.pointsPerPixel
    const items = ocrItems(page, rendered.page, units)
    result.pages.push({ page: rendered.page, quarterTurns, skew, items, toShown: shownBox(page, units) })
    onPage?.(rendered.page, total)
  }
  return result
}

/**
 * Weighs each finding by how sure the recogniser was of its line, and marks those below
 * {@link OCR_CHECK_BELOW} "please check" so they hold the quote for a person instead of pricing silently.
 */
export function weighOcrFindings(findings: Finding[], items: OcrItem[]): Finding[] {
  return findings.map((f) => {
    const cx = f.box.x + f.box.width / 2
    const cy = f.box.y + f.box.height / 2
    const item = items.find(
      (i) =>
        i.page === f.page &&
        cx >= i.box.x &&
        cx <= i.box.x + i.box.width &&
        cy >= i.box.y &&
        cy <= i.box.y + i.box.height,
    )
    const sure = item?.ocrConfidence ?? 0
    const weighed = { ...f, confidence: Math.round(f.confidence * sure * 100) / 100 }
    return sure < OCR_CHECK_BELOW ? { ...weighed, check: true } : weighed
  })
}
