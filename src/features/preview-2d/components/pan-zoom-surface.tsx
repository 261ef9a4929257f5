import { useRef, type ReactNode } from 'react'
import type { Box, View } from '../lib/pan-zoom.ts'
import { DrawingToolbar, type DrawingToolbarProps } from './drawing-toolbar.tsx'
import { usePanZoom } from '../lib/use-pan-zoom.ts'

/** Props of a pannable, zoomable drawing page laid out in drawing units. */
export interface PanZoomSurfaceProps extends Pick<DrawingToolbarProps, 'page' | 'pages' | 'onPage'> {
  /** Page size in drawing units (PDF points, image pixels). */
  width: number
  height: number
  /** A box in drawing units to zoom to instead of fitting the whole page. */
  focus?: Box | undefined
  /** The page content, drawn for the settled view (PDF renders sharper when zoomed in). */
  children: (settled: View) => ReactNode
}

/** The page of a PDF or raster drawing with pan, zoom, fit and the toolbar. */
export function PanZoomSurface({ width, height, page, pages, onPage, focus, children }: PanZoomSurfaceProps) {
  const viewport = useRef<HTMLDivElement>(null)
  const { content, settled, fit, zoomBy } = usePanZoom(viewport, width, height, focus)
  return (
    <div className="qe-surface" ref={viewport}>
      <div className="qe-page-content" ref={content} style={{ width, height }}>
        {children(settled)}
      </div>
      <DrawingToolbar onZoom={zoomBy} onFit={fit} page={page} pages={pages} onPage={onPage} />
    </div>
  )
}
