import { useEffect, useRef, useState } from 'react'
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist'
import type { DrawingLoadDetail } from '../../../lib/events.ts'
import type { Highlight } from '../lib/highlights.ts'
import { openPdf } from '../lib/pdf.ts'
import { HighlightBoxes } from './highlight-boxes.tsx'
import { PanZoomSurface } from './pan-zoom-surface.tsx'

/** Props of a PDF drawing (lazy chunk: pdf.js comes with it). */
export interface PdfDrawingProps {
  url: string
  /** The page to show first, from 1; clamped to the document. */
  page: number
  highlights: readonly Highlight[]
  /** The highlight to zoom to, if any. */
  focus?: Highlight | undefined
  onLoad: (detail: DrawingLoadDetail) => void
  onError: (reason: string) => void
  onHighlight: (index: number, highlight: Highlight) => void
}

/** Largest backing canvas, in pixels: deep zoom renders sharp without running out of memory. */
const MAX_PIXELS = 4096 * 4096

/** A PDF page on the pan-zoom surface, re-rendered sharper when a zoom settles. */
export default function PdfDrawing({
  url,
  page: firstPage,
  highlights,
  focus,
  onLoad,
  onError,
  onHighlight,
}: PdfDrawingProps) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null)
  const [page, setPage] = useState(1)
  const [proxy, setProxy] = useState<PDFPageProxy | null>(null)
  const announced = useRef(false)

  useEffect(() => {
    const task = openPdf(url)
    announced.current = false
    task.promise.then(setDoc, (e: unknown) => onError(e instanceof Error ? e.message : String(e)))
    return () => {
      setDoc(null)
      setProxy(null)
      void task.destroy()
    }
  }, [url])

  useEffect(() => {
    if (doc) setPage(Math.min(Math.max(1, firstPage), doc.numPages))
  }, [doc, firstPage])

  useEffect(() => {
    if (!doc) return
    let current = true
    doc.getPage(page).then(
      (p) => current && setProxy(p),
      (e: unknown) => onError(String(e)),
    )
    return () => {
      current = false
    }
  }, [doc, page])

  // The viewport at scale 1 with the page's own rotation: the drawing coordinates of highlights.
  const viewport = proxy?.getViewport({ scale: 1 })
  const rendered = () => {
    if (announced.current || !doc || !viewport) return
    announced.current = true
    onLoad({ url, format: 'pdf', pages: doc.numPages, page, width: viewport.width, height: viewport.height })
  }
  return (
    <PanZoomSurface
      width={viewport?.width ?? 0}
      height={viewport?.height ?? 0}
      page={page}
      pages={doc?.numPages ?? 1}
      onPage={setPage}
      focus={focus?.page === undefined || focus.page === page ? focus : undefined}
    >
      {(settled) =>
        proxy && (
          <>
            <PageCanvas page={proxy} scale={settled.scale} onRendered={rendered} onError={onError} />
            <HighlightBoxes highlights={highlights} page={page} onClick={onHighlight} />
          </>
        )
      }
    </PanZoomSurface>
  )
}

interface PageCanvasProps {
  page: PDFPageProxy
  scale: number
  onRendered: () => void
  onError: (reason: string) => void
}

function PageCanvas({ page, scale, onRendered, onError }: PageCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    const base = page.getViewport({ scale: 1 })
    const wanted = scale * Math.min(window.devicePixelRatio || 1, 2)
    const pixels = Math.min(wanted, Math.sqrt(MAX_PIXELS / (base.width * base.height)))
    const viewport = page.getViewport({ scale: pixels })
    const target = canvas.current!
    target.width = Math.ceil(viewport.width)
    target.height = Math.ceil(viewport.height)
    const task = page.render({ canvas: target, viewport, background: '#ffffff' })
    task.promise.then(onRendered, (e: unknown) => {
      if ((e as Error)?.name !== 'RenderingCancelledException') onError(String(e))
    })
    return () => task.cancel()
  }, [page, scale])
  return <canvas ref={canvas} className="qe-drawing" part="drawing" />
}
