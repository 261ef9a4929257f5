import { useEffect, useRef, useState } from 'react'
import type { DxfViewer, LayerInfo } from 'dxf-viewer'
import type { DrawingLoadDetail } from '../../../lib/events.ts'
import {
  BUNDLED_FONT,
  createDxfViewer,
  destroyDxfViewer,
  dxfBoxToScreen,
  fitDxf,
  focusDxf,
  zoomDxf,
} from '../lib/dxf.ts'
import { countDxfRecords, DXF_MAX_ENTITIES } from '../lib/dxf-budget.ts'
import type { Highlight } from '../lib/highlights.ts'
import { DrawingToolbar } from './drawing-toolbar.tsx'
import { HighlightBoxes } from './highlight-boxes.tsx'
import { LayerList } from './layer-list.tsx'

/** Props of a DXF drawing (lazy chunk: dxf-viewer and three come with it). */
export interface DxfDrawingProps {
  url: string
  /** Extra font URLs (TTF/OTF) tried after the bundled one, e.g. a CJK font. */
  fonts: readonly string[]
  highlights: readonly Highlight[]
  /** The highlight to zoom to, if any. */
  focus?: Highlight | undefined
  onLoad: (detail: DrawingLoadDetail) => void
  onError: (reason: string) => void
  /** The drawing has more entities than the browser draws (`count` of at most `max`). */
  onTooLarge: (count: number, max: number) => void
  onHighlight: (index: number, highlight: Highlight) => void
}

/**
 * A DXF drawing through dxf-viewer, which pans and zooms itself. Highlight boxes are in drawing
 * units (y up) and follow the view by moving the buttons directly, not through React state.
 */
export default function DxfDrawing({
  url,
  fonts,
  highlights,
  focus,
  onLoad,
  onError,
  onTooLarge,
  onHighlight,
}: DxfDrawingProps) {
  const holder = useRef<HTMLDivElement>(null)
  const boxes = useRef<HTMLDivElement>(null)
  const [viewer, setViewer] = useState<DxfViewer | null>(null)
  const [layers, setLayers] = useState<LayerInfo[]>([])

  useEffect(() => {
    const dxf = createDxfViewer(holder.current!)
    if (!dxf.HasRenderer()) return onError('WebGL is not available')
    let current = true
    const href = new URL(url, location.href).href
    // Counted before dxf-viewer parses on this thread: one pass over the bytes, no scene built.
    // dxf-viewer then fetches the file again, from the HTTP cache.
    fetch(href)
      .then((res) => (res.ok ? res.arrayBuffer() : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then((buffer) => {
        if (!current) return false
        const count = countDxfRecords(new Uint8Array(buffer))
        if (count <= DXF_MAX_ENTITIES) return true
        onTooLarge(count, DXF_MAX_ENTITIES)
        return false
      })
      .then(async (draw): Promise<boolean> => {
        if (draw) await dxf.Load({ url: href, fonts: [BUNDLED_FONT, ...fonts], progressCbk: null, workerFactory: null })
        return draw
      })
      .then((drawn) => {
        if (!drawn || !current) return
        const bounds = dxf.GetBounds()
        if (!bounds) return onError('the drawing is empty')
        setViewer(dxf)
        setLayers([...dxf.GetLayers(true)])
        onLoad({
          url,
          format: 'dxf',
          pages: 1,
          page: 1,
          width: bounds.maxX - bounds.minX,
          height: bounds.maxY - bounds.minY,
        })
      })
      .catch((e: unknown) => current && onError(e instanceof Error ? e.message : String(e)))
    return () => {
      current = false
      setViewer(null)
      destroyDxfViewer(dxf)
    }
  }, [url, fonts.join('\n')])

  // Zoomed to the focused box once the drawing is in, and whenever another box is focused.
  useEffect(() => {
    if (viewer && focus) focusDxf(viewer, focus)
  }, [viewer, focus?.x, focus?.y, focus?.width, focus?.height])

  useEffect(() => {
    if (!viewer) return
    const place = () => {
      for (const button of boxes.current?.querySelectorAll<HTMLElement>('[data-index]') ?? []) {
        const rect = dxfBoxToScreen(viewer, highlights[Number(button.dataset.index)]!)
        Object.assign(button.style, {
          left: `${rect.left}px`,
          top: `${rect.top}px`,
          width: `${rect.width}px`,
          height: `${rect.height}px`,
        })
      }
    }
    place()
    viewer.Subscribe('viewChanged', place)
    return () => {
      if (viewer.HasRenderer()) viewer.Unsubscribe('viewChanged', place)
    }
  }, [viewer, highlights])

  return (
    <div className="qe-surface qe-dxf">
      <div className="qe-dxf-canvas" ref={holder} />
      <div className="qe-dxf-boxes" ref={boxes}>
        {viewer && (
          <HighlightBoxes
            highlights={highlights}
            page={1}
            place={(h) => ({ ...dxfBoxToScreen(viewer, h) })}
            onClick={onHighlight}
            indexAttribute
          />
        )}
      </div>
      {viewer && (
        <DrawingToolbar onZoom={(f) => zoomDxf(viewer, f)} onFit={() => fitDxf(viewer)}>
          <LayerList layers={layers} onToggle={(name, show) => viewer.ShowLayer(name, show)} />
        </DrawingToolbar>
      )}
    </div>
  )
}
