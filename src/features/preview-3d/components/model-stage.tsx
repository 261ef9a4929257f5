import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import type { FeatureRef } from '../../../../contract/features.ts'
import { emit, type ModelLoadDetail, type QuoteEventMap } from '../../../lib/events.ts'
import type { ModelFormat } from '../../../../contract/file-format.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { startModelSource, type ModelSource } from '../lib/model-source.ts'
import { useNearViewport } from '../lib/use-near-viewport.ts'
import { loadViewer } from '../lib/head-start.ts'
import { ErrorBoundary } from '../../../lib/error-boundary.tsx'
import { ProgressBar } from '../../../lib/progress-bar.tsx'
import type { ModelCanvasProps } from './model-canvas.tsx'
import type { ViewerOptions } from '../lib/viewer-options.ts'

/** Props of the model stage: the parsed attributes of `<model-preview>` (or of the preview page). */
export interface ModelStageProps extends ViewerOptions {
  /** The element that receives `load`, `error` and `progress`; null on the preview page. */
  host: HTMLElement | null
  /** Model URL; empty shows a hint, unless there is a mesh. */
  url: string
  /** The server's mesh of the model, shown instead of reading `url` (which stays the download and the fallback). */
  meshUrl?: string
  /** Detected or explicit format; null when unsupported. */
  format: ModelFormat | null
  /** Units of unit-less formats. */
  units: string
  /** Poster image shown until the model is ready. */
  poster: string
  /** `lazy` waits until the element nears the viewport; `auto` and `eager` load at once. */
  loading: 'auto' | 'lazy' | 'eager'
  /** Recognised features that can be highlighted and clicked; none by default. */
  features?: readonly FeatureRef[]
  /** Id of the highlighted feature; empty for none. */
  selectedFeature?: string
}

const NO_FEATURES: readonly FeatureRef[] = []

type ErrorDetail = QuoteEventMap['error']

/**
 * Everything of the 3D viewer that the first load may carry: poster, lazy start, progress bar,
 * error message and the public events. The WebGL part is the lazily imported `ModelCanvas`.
 */
export function ModelStage({
  host,
  url,
  meshUrl = '',
  format,
  units,
  poster,
  loading,
  features = NO_FEATURES,
  selectedFeature = '',
  ...options
}: ModelStageProps) {
  const t = useT()
  const frame = useRef<HTMLDivElement>(null)
  const near = useNearViewport(frame, loading === 'lazy')
  const [progress, setProgress] = useState<number | null>(null)
  const [loaded, setLoaded] = useState(false)
  const [error, setError] = useState<ErrorDetail | null>(null)

  const fail = useCallback(
    (detail: ErrorDetail) => {
      setError(detail)
      setProgress(null)
      if (host) emit(host, 'error', detail)
    },
    [host],
  )

  useEffect(() => {
    setError(null)
    setLoaded(false)
    setProgress(null)
    if (url && !format) fail({ type: 'unsupported', message: t('preview.unsupported', { file: url }) })
  }, [url, meshUrl, format, units])

  const onProgress = useCallback(
    (fraction: number) => {
      setProgress(fraction)
      if (host) emit(host, 'progress', { totalProgress: Math.max(fraction, 0) })
    },
    [host],
  )
  const active = !!(url || meshUrl) && !!format && near
  // The file starts downloading and parsing now, while the viewer's chunk (three.js) still loads.
  const [source, setSource] = useState<ModelSource | null>(null)
  useEffect(() => {
    if (!active || !format) return setSource(null)
    const abort = new AbortController()
    onProgress(0)
    const progress = (f: number) => !abort.signal.aborted && onProgress(f)
    setSource(startModelSource(url, format, units, progress, abort.signal, meshUrl))
    return () => abort.abort()
  }, [active, url, meshUrl, format, units])

  const onLoad = useCallback(
    (detail: ModelLoadDetail) => {
      setLoaded(true)
      setProgress(null)
      if (host) {
        emit(host, 'progress', { totalProgress: 1 })
        emit(host, 'load', detail)
      }
    },
    [host],
  )
  const onFeatureClick = useCallback(
    (detail: QuoteEventMap['feature-click']) => {
      if (host) emit(host, 'feature-click', detail)
    },
    [host],
  )
  const [crashedAt, setCrashedAt] = useState<string | null>(null)
  const onViewerError = useCallback(
    (cause: Error) => {
      setCrashedAt(url || meshUrl)
      fail({ type: 'loadfailure', message: t('preview.loadFailed', { file: url || meshUrl, reason: cause.message }) })
    },
    [fail, url, meshUrl],
  )
  // three.js, camera-controls and R3F arrive with the viewer's chunk, never in the first load. Not
  // React.lazy: React holds back a Suspense boundary's content until 300 ms after its fallback was
  // shown, which on a cold page delayed a small model's first frame by up to that much.
  const [ModelCanvas, setModelCanvas] = useState<ComponentType<ModelCanvasProps> | null>(null)
  useEffect(() => {
    if (!active || ModelCanvas) return
    let current = true
    loadViewer().then(
      (viewer) => current && setModelCanvas(() => viewer.default),
      (cause: Error) => current && onViewerError(cause),
    )
    return () => {
      current = false
    }
  }, [active, url, meshUrl, ModelCanvas])

  return (
    <div
      className="qe-viewer qe-viewer-3d"
      part="viewer"
      ref={frame}
      data-format={format ?? ''}
      data-state={error ? 'error' : loaded ? 'loaded' : 'loading'}
    >
      {active && ModelCanvas && (
        // One live viewer across src changes; after a crash (no WebGL) the next src gets a fresh one.
        <ErrorBoundary key={crashedAt === (url || meshUrl) ? 'crashed' : 'live'} onError={onViewerError}>
          <ModelCanvas
            {...options}
            host={host}
            source={source}
            features={features}
            selectedFeature={selectedFeature}
            onLoad={onLoad}
            onError={fail}
            onFeatureClick={onFeatureClick}
          />
        </ErrorBoundary>
      )}
      {poster && !loaded && <img className="qe-poster" part="poster" src={poster} alt="" />}
      {progress !== null && !error && (
        <ProgressBar
          className="qe-progress"
          part="progress"
          value={progress < 0 ? undefined : Math.round(progress * 100)}
          label={t('preview.loading')}
        />
      )}
      {(!(url || meshUrl) || error) && (
        <div className="qe-status" role={error ? 'alert' : 'status'}>
          {!(url || meshUrl) && <p className="qe-muted">{t('preview.noModel')}</p>}
          {error && <p className="qe-error">{error.message}</p>}
          {error && format && url && (
            <a href={url} download target="_blank" rel="noopener">
              {t('preview.download', { format: format.toUpperCase() })}
            </a>
          )}
        </div>
      )}
    </div>
  )
}
