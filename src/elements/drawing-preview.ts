import { DrawingPreviewRoot } from '../app/roots/drawing-preview-root.tsx'
import { defineElement, reactElement } from './define.ts'

/**
 * A 2D drawing viewer (PDF, DXF, PNG, JPG) that boxes recognised annotations. pdf.js runs in a
 * worker started from a `blob:` URL and loads its cMaps and fonts from `pdfjs/` next to the bundle:
 * a host CSP must allow `worker-src blob:` and the bundle's origin in `connect-src`.
 *
 * @summary 2D drawing preview with highlight boxes.
 * @tag drawing-preview
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
export class DrawingPreviewElement extends reactElement(DrawingPreviewRoot, 'drawing-preview') {}

defineElement('drawing-preview', DrawingPreviewElement)

declare global {
  interface HTMLElementTagNameMap {
    'drawing-preview': DrawingPreviewElement
  }
}
