import { DrawingParseError } from '../pdf-text.ts'
import type { Raster } from './raster.ts'

/** One PDF page drawn as an image, with the scale from its pixels back to PDF points. */
export interface RenderedPage {
  page: number
  raster: Raster
  pointsPerPixel: number
}

/**
 * Draws the pages of a PDF as the viewer shows them (its /Rotate applied, top-left origin), so an
 * OCR box divided by the scale is in the same points as a text-layer box of that page.
 */
export async function* renderPdfPages(bytes: Uint8Array, dpi: number, maxPages: number): AsyncGenerator<RenderedPage> {
  // Loaded here, not with the module: the canvas library alone adds 26 MB to a worker, which a
  // worker that only reads images should not carry.
  const { createCanvas } = await import('@napi-rs/canvas')
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  let doc
  try {
    doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise
  } catch (error) {
    throw new DrawingParseError(`The PDF could not be opened: ${(error as Error).message}`)
  }
  try {
    for (let p = 1; p <= Math.min(doc.numPages, maxPages); p++) {
      const page = await doc.getPage(p)
      const viewport = page.getViewport({ scale: dpi / 72 })
      const width = Math.ceil(viewport.width)
      const height = Math.ceil(viewport.height)
      const canvas = createCanvas(width, height)
      const context = canvas.getContext('2d')
      context.fillStyle = '#ffffff'
      context.fillRect(0, 0, width, height)
      await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise
      const pixels = context.getImageData(0, 0, width, height).data
      page.cleanup()
      yield { page: p, raster: { data: new Uint8Array(pixels.buffer), width, height }, pointsPerPixel: 72 / dpi }
    }
  } finally {
    await doc.destroy()
  }
}
