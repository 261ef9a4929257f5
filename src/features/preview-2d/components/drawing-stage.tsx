import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js'
import { emit, type DrawingLoadDetail } from '../../../lib/events.ts'
import type { DrawingFormat } from '../../../../contract/file-format.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { Highlight } from '../lib/highlights.ts'
import { ErrorBoundary } from '../../../lib/error-boundary.tsx'
import { RasterDrawing } from './raster-drawing.tsx'

// pdf.js and dxf-viewer (with three) arrive only when such a drawing is shown.
const PdfDrawing = lazy(() => import('./pdf-drawing.tsx'))
const DxfDrawing = lazy(() => import('./dxf-drawing.tsx'))

/** Props of the drawing stage: the parsed attributes of `<drawing-preview>` (or of the preview page). */
export interface DrawingStageProps {
  /** The element that receives `load`, `error` and `highlight-click`; null on the preview page. */
  host: HTMLElement | null
  url: string
  /** Detected or explicit format; null when unsupported. */
  format: DrawingFormat | null
  /** Page to show first, from 1 (PDF). */
  page: number
  highlights: readonly Highlight[]
  /** Index of the highlight to zoom to; -1: the whole page. */
  focus?: number
  /** Extra font URLs for DXF text (CJK). */
  fonts: readonly string[]
}

/** The 2D viewer's first-load part: format switch, messages and the public events. */
export function DrawingStage({ host, url, format, page, highlights, fonts, focus = -1 }: DrawingStageProps) {
  const t = useT()
  const [error, setError] = useState<string | null>(null)

  const fail = useCallback(
    (type: 'loadfailure' | 'unsupported', message: string) => {
      setError(message)
      if (host) emit(host, 'error', { type, message })
    },
    [host],
  )
  const file = decodeURIComponent(url.split(/[?#]/)[0]!.split('/').pop() || url)
  const onError = useCallback(
    (reason: string) => fail('loadfailure', t('preview.loadFailed', { file, reason })),
    [fail, file],
  )
  const onTooLarge = useCallback(
    (count: number, max: number) => fail('loadfailure', t('preview.tooLarge', { file, count, max })),
    [fail, file],
  )
  const onLoad = useCallback((detail: DrawingLoadDetail) => host && emit(host, 'load', detail), [host])
  const onHighlight = useCallback(
    (index: number, highlight: Highlight) => host && emit(host, 'highlight-click', { index, highlight }),
    [host],
  )

  useEffect(() => {
    setError(null)
    if (url && !format) fail('unsupported', t('preview.unsupported', { file: url }))
  }, [url, format])

  const common = { url, highlights, focus: highlights[focus], onLoad, onError, onHighlight }
  return (
    <div className="qe-viewer qe-viewer-2d" part="viewer" data-format={format ?? ''} data-state={error ? 'error' : ''}>
      {url && format && !error && (
        <ErrorBoundary key={`${url}|${format}`} onError={(e) => onError(e.message)}>
          <Suspense fallback={<sl-spinner className="qe-spinner" />}>
            {(format === 'png' || format === 'jpg') && <RasterDrawing key={url} {...common} format={format} />}
            {format === 'pdf' && <PdfDrawing {...common} page={page} />}
            {format === 'dxf' && <DxfDrawing {...common} fonts={fonts} onTooLarge={onTooLarge} />}
          </Suspense>
        </ErrorBoundary>
      )}
      {(!url || error) && (
        <div className="qe-status" role={error ? 'alert' : 'status'}>
          {!url && <p className="qe-muted">{t('preview.noDrawing')}</p>}
          {error && <p className="qe-error">{error}</p>}
          {error && format && (
            <a href={url} target="_blank" rel="noopener">
              {t('preview.open', { format: format.toUpperCase() })}
            </a>
          )}
        </div>
      )}
    </div>
  )
}
