import { DrawingPreviewRoot } from '../app/roots/drawing-preview-root.tsx'
import type { Highlight } from '../app/roots/highlights.ts'
import { defineElement, reactElement } from './define.ts'

/**
 * A 2D drawing viewer (PDF, DXF, PNG, JPG) that boxes recognised annotations.
 *
 * @summary 2D drawing preview with highlight boxes.
 * @tag drawing-preview
 * @attr {string} src - URL of the drawing.
 * @attr {'pdf' | 'dxf' | 'png' | 'jpg' | 'jpeg'} format - Overrides detection when the URL has no extension.
 * @attr {number} page - Page to show (from 1).
 * @attr {'zh-CN' | 'en'} locale - Language of the viewer's messages.
 * @attr {string} highlights - JSON list of `{ page, x, y, width, height, label }` boxes in drawing coordinates.
 * @fires load - The drawing is shown. `detail: { format, pages, width, height }`.
 * @fires error - The drawing cannot be shown. `detail: { type: 'loadfailure' | 'unsupported', message }`.
 * @fires highlight-click - A highlight box was clicked. `detail: { index, highlight }`.
 * @csspart base - The themed wrapper inside the shadow root.
 * @csspart viewer - The viewing area.
 * @csspart drawing - The drawing image.
 * @csspart highlight - Each highlight box.
 */
export class DrawingPreviewElement extends reactElement(DrawingPreviewRoot, ['src', 'format', 'page', 'highlights', 'locale'], ['highlights']) {
  /** URL of the drawing. Reflects `src`. */
  declare src: string | undefined
  /** Explicit format. Reflects `format`. */
  declare format: string | undefined
  /** Page to show, from 1. Reflects `page`. */
  declare page: string | number | undefined
  /** Highlight boxes: a JSON string, or a list of `{ page, x, y, width, height, label }` set as a property. */
  declare highlights: string | Highlight[] | undefined
  /** `zh-CN` or `en`. Reflects `locale`. */
  declare locale: string | undefined
}

defineElement('drawing-preview', DrawingPreviewElement)

declare global {
  interface HTMLElementTagNameMap {
    'drawing-preview': DrawingPreviewElement
  }
}
