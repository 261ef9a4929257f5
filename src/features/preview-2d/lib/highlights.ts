/**
 * A recognised annotation on a drawing, in drawing coordinates:
 * - PNG/JPG: image pixels from the top-left corner, y down.
 * - PDF: points (1/72 in) of the page as displayed, i.e. `page.getViewport({ scale: 1 })` with the
 *   page's own /Rotate applied, from its top-left corner, y down. A box found on a page rendered at
 *   scale s has these coordinates after dividing its pixel coordinates by s.
 * - DXF: drawing (model-space) units; `x, y` is the lower-left corner, y up, as in the DXF file.
 */
export interface Highlight {
  page?: number
  x: number
  y: number
  width: number
  height: number
  label?: string
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

/** Checks a parsed `highlights` value: a list of boxes with finite, non-negative sizes. */
export function isHighlightList(value: unknown): value is Highlight[] {
  return (
    Array.isArray(value) &&
    value.every(
      (h: Record<string, unknown>) =>
        typeof h === 'object' &&
        h !== null &&
        finite(h.x) &&
        finite(h.y) &&
        finite(h.width) &&
        finite(h.height) &&
        h.width >= 0 &&
        h.height >= 0 &&
        (h.page === undefined || (finite(h.page) && h.page >= 1)) &&
        (h.label === undefined || typeof h.label === 'string'),
    )
  )
}
