import { assembleLines } from '../lines.ts'
import type { PlacedRun } from '../pdf-text.ts'
import type { TextBox, TextItem } from '../types.ts'
import { turnPoint, type Point } from './raster.ts'
import type { OcrPage } from './read-page.ts'
import { repairOcrText } from './repairs.ts'

/** A positioned text line read by OCR, with how sure the recogniser was. */
export type OcrItem = TextItem & { ocrConfidence: number }

const boxOf = (points: Point[]): TextBox => {
  const xs = points.map((p) => p[0])
  const ys = points.map((p) => p[1])
  const x = Math.min(...xs)
  const y = Math.min(...ys)
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y }
}

const corners = (b: TextBox): Point[] => [
  [b.x, b.y],
  [b.x + b.width, b.y + b.height],
]

const inside = (p: Point, b: TextBox) => p[0] >= b.x && p[0] <= b.x + b.width && p[1] >= b.y && p[1] <= b.y + b.height

/**
 * Turns a read page into the text items the PDF path produces, in the upright frame (so labels
 * find the value to their right and stacked deviations join their nominal as on a PDF), scaled
 * to drawing units (`unitsPerPixel`: 1 for images, 72/dpi for PDF pages). Each item keeps the
 * least confident line it was built from. {@link shownBox} then puts boxes back onto the page as shown.
 */
export function ocrItems(page: OcrPage, pageNumber: number, unitsPerPixel: number): OcrItem[] {
  const runs: (PlacedRun & { confidence: number })[] = page.lines.map((line) => {
    const box = boxOf(line.quad)
    const [a, b, , d] = line.quad as [Point, Point, Point, Point]
    const angle = Math.round((Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI)
    // The detector's box runs from ascender to descender, as the PDF path's 1.2 × glyph height does.
    const size = Math.min(Math.hypot(d[0] - a[0], d[1] - a[1]), box.height) / 1.2
    const text = repairOcrText(line.text)
    return { text, page: pageNumber, box, size, angle: Math.abs(angle) <= 3 ? 0 : angle, confidence: line.confidence }
  })
  return assembleLines(runs).map((item) => {
    const from = runs.filter((r) => inside([r.box.x + r.box.width / 2, r.box.y + r.box.height / 2], item.box))
    return {
      ...item,
      source: 'ocr' as const,
      size: item.size * unitsPerPixel,
      box: scale(item.box, unitsPerPixel),
      ocrConfidence: Math.min(1, ...from.map((r) => r.confidence)),
    }
  })
}

/** Maps a box of the upright frame (drawing units) onto the page as the viewer shows it. */
export function shownBox(page: OcrPage, unitsPerPixel: number): (box: TextBox) => TextBox {
  const back = (4 - page.quarterTurns) % 4
  return (box) => {
    const pixels = scale(box, 1 / unitsPerPixel)
    return scale(boxOf(corners(pixels).map((p) => turnPoint(p, back, page.width, page.height))), unitsPerPixel)
  }
}

const scale = (b: TextBox, k: number): TextBox => ({
  x: Math.round(b.x * k * 100) / 100,
  y: Math.round(b.y * k * 100) / 100,
  width: Math.round(b.width * k * 100) / 100,
  height: Math.round(b.height * k * 100) / 100,
})
