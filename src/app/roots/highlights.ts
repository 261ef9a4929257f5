/** A recognised annotation on a drawing, in drawing coordinates (pixels for images, points for PDF). */
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
      (h) =>
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
