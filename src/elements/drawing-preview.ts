import { DrawingPreviewRoot } from '../app/roots/drawing-preview-root.tsx'
import type { Highlight } from '../app/roots/highlights.ts'
import { defineElement, reactElement } from './define.ts'

/**
 * A 2D drawing viewer (PDF, DXF, PNG, JPG) that boxes recognised annotations. pdf.js runs in a
 * worker started from a `blob:` URL and loads its cMaps and fonts from `pdfjs/` next to the bundle:
 * a host CSP must allow `worker-src blob:` and the bundle's origin in `connect-src`.
 *
 * @summary 2D drawing preview with highlight boxes.
 * @tag drawing-preview
 * @attr {string} src - URL of the drawing.
 * @attr {'pdf' | 'dxf' | 'png' | 'jpg' | 'jpeg'} format - Overrides detection when the URL has no extension.
 * @attr {number} page - Page to show (from 1).
 * @attr {'zh-CN' | 'en'} locale - Language of the viewer's messages.
 * @attr {string} highlights - JSON list of `{ page, x, y, width, height, label }` boxes in drawing coordinates: image pixels (top-left origin, y down) for PNG/JPG; for PDF, points of the page as pdf.js `page.getViewport({ scale: 1 })` gives them (the page's /Rotate applied, top-left origin, y down); for DXF, drawing units with `x, y` the lower-left corner, y up.
 * @attr {string} fonts - DXF only: font URLs (TTF/OTF; a JSON list, or separated by commas) tried after the bundled Latin font, e.g. a CJK font for Chinese text.
 * @fires load - The drawing is shown. `detail: { url, format, pages, page, width, height }` (size in drawing coordinates). Does not bubble.
 * @fires error - The drawing cannot be shown. `detail: { type: 'loadfailure' | 'unsupported', message }`. Does not bubble.
 * @fires highlight-click - A highlight box was clicked. `detail: { index, highlight }`; bubbles and is composed.
 * @csspart base - The themed wrapper inside the shadow root.
 * @csspart viewer - The viewing area.
 * @csspart drawing - The drawing image.
 * @csspart highlight - Each highlight box.
 * @csspart toolbar - Zoom, fit, pages and layers.
 * @csspart layers - The DXF layer list.
 */
export class DrawingPreviewElement extends reactElement(
  DrawingPreviewRoot,
  ['src', 'format', 'page', 'highlights', 'fonts', 'locale'],
  ['highlights'],
) {
  /** URL of the drawing. Reflects `src`. */
  declare src: string | undefined
  /** Explicit format. Reflects `format`. */
  declare format: string | undefined
  /** Page to show, from 1. Reflects `page`. */
  declare page: string | number | undefined
  /** Highlight boxes: a JSON string, or a list of `{ page, x, y, width, height, label }` set as a property. */
  declare highlights: string | Highlight[] | undefined
  /** DXF font URLs added after the bundled font. Reflects `fonts`. */
  declare fonts: string | undefined
  /** `zh-CN` or `en`. Reflects `locale`. */
  declare locale: string | undefined
}

defineElement('drawing-preview', DrawingPreviewElement)

declare global {
  interface HTMLElementTagNameMap {
    'drawing-preview': DrawingPreviewElement
  }
}
