import { useState } from 'react'
import type { DrawingLoadDetail } from '../../../lib/events.ts'
import type { Highlight } from '../lib/highlights.ts'
import { HighlightBoxes } from './highlight-boxes.tsx'
import { PanZoomSurface } from './pan-zoom-surface.tsx'

/** Props of a PNG/JPG drawing. */
export interface RasterDrawingProps {
  url: string
  format: 'png' | 'jpg'
  highlights: readonly Highlight[]
  /** The highlight to zoom to, if any. */
  focus?: Highlight | undefined
  onLoad: (detail: DrawingLoadDetail) => void
  onError: (reason: string) => void
  onHighlight: (index: number, highlight: Highlight) => void
}

/**
 * A raster drawing: the image at its natural size in pixels (its drawing units), so highlight
 * boxes in image pixels need no conversion. Mount it with `key={url}`.
 */
export function RasterDrawing({ url, format, highlights, focus, onLoad, onError, onHighlight }: RasterDrawingProps) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null)
  const image = (
    <img
      className="qe-drawing"
      part="drawing"
      src={url}
      alt=""
      draggable={false}
      onLoad={(e) => {
        const { naturalWidth: width, naturalHeight: height } = e.currentTarget
        setSize({ width, height })
        onLoad({ url, format, pages: 1, page: 1, width, height })
      }}
      onError={() => onError('the image could not be loaded')}
    />
  )
  // The tree keeps its shape before and after the size is known, so React keeps the same <img>:
  // neither loading nor moving the element re-creates (and re-downloads) it.
  return (
    <PanZoomSurface width={size?.width ?? 0} height={size?.height ?? 0} focus={focus}>
      {() => (
        <>
          {image}
          {size && <HighlightBoxes highlights={highlights} page={1} onClick={onHighlight} />}
        </>
      )}
    </PanZoomSurface>
  )
}
