import type { CSSProperties } from 'react'
import type { Highlight } from '../lib/highlights.ts'

/** Props of the highlight boxes of one page. */
export interface HighlightBoxesProps {
  /** All boxes of the drawing; only those of `page` are drawn. */
  highlights: readonly Highlight[]
  /** The page shown, from 1 (boxes without a page belong to page 1). */
  page: number
  /** Maps a box to its CSS position; the default places it in drawing units, y down. */
  place?: (h: Highlight) => CSSProperties
  /** A box was clicked; `index` is its position in `highlights`. */
  onClick: (index: number, highlight: Highlight) => void
  /** Marks each button with `data-index`, for views that reposition the boxes themselves (DXF). */
  indexAttribute?: boolean
}

const inDrawingUnits = (h: Highlight): CSSProperties => ({ left: h.x, top: h.y, width: h.width, height: h.height })

/** The boxes over recognised annotations; each is a button, so keyboard users can reach them. */
export function HighlightBoxes({
  highlights,
  page,
  place = inDrawingUnits,
  onClick,
  indexAttribute = false,
}: HighlightBoxesProps) {
  return highlights.map((h, index) =>
    (h.page ?? 1) === page ? (
      <button
        key={index}
        type="button"
        className="qe-highlight"
        part="highlight"
        title={h.label}
        aria-label={h.label ?? `#${index + 1}`}
        style={place(h)}
        data-index={indexAttribute ? index : undefined}
        onClick={(e) => {
          e.stopPropagation()
          onClick(index, h)
        }}
      />
    ) : null,
  )
}
