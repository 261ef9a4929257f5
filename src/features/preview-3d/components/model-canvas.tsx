import { useEffect, useRef, useState } from 'react'
import type { FeatureRef } from '../../../../contract/features.ts'
import type { ModelLoadDetail, QuoteEventMap } from '../../../lib/events.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { disposeObject } from '../lib/build-model.ts'
import { loadModelDetail } from '../lib/load-detail.ts'
import { loadModel } from '../lib/load-model.ts'
import type { ModelSource } from '../lib/model-source.ts'
import { ModelView } from '../lib/model-view.ts'
import { setViewerHandle } from '../lib/viewer-handle.ts'
import { describeFailure } from '../lib/describe-failure.ts'
import { handleFor } from '../lib/handle-for.ts'
import { MeasureLabels } from './measure-labels.tsx'
import { MeasurePanel } from './measure-panel.tsx'
import { ModelInfo } from './model-info.tsx'
import { ModelToolbar, type ToolState } from './model-toolbar.tsx'
import { useFeaturePick } from '../lib/use-feature-pick.ts'
import { useMeasure } from '../lib/use-measure.ts'
import { useThemeBackground } from '../lib/use-theme-background.ts'
import type { ViewerOptions } from '../lib/viewer-options.ts'

/** Props of the WebGL part of `<model-preview>`. */
export interface ModelCanvasProps extends ViewerOptions {
  /** The element whose public methods reach this viewer. */
  host: HTMLElement | null
  /** The file on its way (started by the stage); null until the stage has started it. */
  source: ModelSource | null
  /** Recognised features that can be highlighted and picked (STEP/IGES faces). */
  features: readonly FeatureRef[]
  /** Id of the feature shown highlighted; empty for none. */
  selectedFeature: string
  onLoad: (detail: ModelLoadDetail) => void
  onError: (detail: QuoteEventMap['error']) => void
  onFeatureClick: (detail: QuoteEventMap['feature-click']) => void
}

/** The live viewer: owns one `ModelView` for the element's life and swaps models into it. */
export default function ModelCanvas({
  host,
  source,
  features,
  selectedFeature,
  onLoad,
  onError,
  onFeatureClick,
  ...options
}: ModelCanvasProps) {
  const t = useT()
  const holder = useRef<HTMLDivElement>(null)
  const [view] = useState(() => new ModelView())
  const [detail, setDetail] = useState<ModelLoadDetail | null>(null)
  const [tools, setTools] = useState<ToolState>(() => ({ ...options, section: null, measure: false }))
  const measure = useMeasure(view, holder, tools.measure, detail)
  const pick = useFeaturePick(view, onFeatureClick, features, selectedFeature, !tools.measure, detail)
  const featuresRef = useRef(features)
  featuresRef.current = features
  const themeBackground = useThemeBackground(holder)

  useEffect(() => {
    const element = holder.current!
    element.append(view.canvas)
    const resize = new ResizeObserver(
      ([entry]) => entry && view.setSize(entry.contentRect.width, entry.contentRect.height),
    )
    resize.observe(element)
    const visibility = new IntersectionObserver(([entry]) => entry && view.setVisible(entry.isIntersecting))
    visibility.observe(element)
    view.onContextLost = () => onError({ type: 'webglcontextlost', message: t('preview.contextLost') })
    if (host)
      setViewerHandle(
        host,
        handleFor(view, () => featuresRef.current),
      )
    return () => {
      resize.disconnect()
      visibility.disconnect()
      if (host) setViewerHandle(host, null)
      view.dispose()
    }
  }, [])

  // Attributes win over toolbar toggles whenever they change.
  useEffect(
    () => setTools((s) => ({ ...s, ...options })),
    [options.edges, options.orthographic, options.autoRotate, options.showDimensions, options.cameraControls],
  )

  useEffect(() => {
    if (!source || source.signal.aborted) return
    let current = true
    // The stage replaces (and aborts) a source before this effect hears of it: both mean stale.
    const stale = () => !current || source.signal.aborted
    setDetail(null)
    loadModel(source).then(
      (model) => {
        // A model that arrives after its viewer moved on is freed without being shown.
        if (stale()) return disposeObject(model.object)
        view.setModel(model)
        const loaded = loadModelDetail(model, source.url)
        setDetail(loaded)
        onLoad(loaded)
      },
      (error: unknown) => {
        if (stale()) return
        view.setModel(null)
        onError({ type: 'loadfailure', message: describeFailure(error, source.url, source.format, t) })
      },
    )
    return () => {
      current = false
    }
  }, [source])

  useEffect(() => {
    view.setOptions({
      background: options.background || themeBackground,
      autoRotate: tools.autoRotate,
      cameraControls: tools.cameraControls,
      orthographic: tools.orthographic,
    })
  }, [options.background, themeBackground, tools.autoRotate, tools.cameraControls, tools.orthographic])

  useEffect(() => {
    view.setOverlays({ edges: tools.edges, box: tools.showDimensions, section: tools.section })
  }, [detail, tools.edges, tools.showDimensions, tools.section])

  return (
    <div
      className="qe-canvas-holder"
      ref={holder}
      // Focusable by script only: a click on the model focuses it, so Escape reaches the measuring.
      tabIndex={-1}
      onPointerDown={(e) => {
        measure.onPointerDown(e)
        pick.onPointerDown(e)
      }}
      onPointerUp={(e) => {
        measure.onPointerUp(e)
        pick.onPointerUp(e)
      }}
      onPointerMove={(e) => {
        measure.onPointerMove(e)
        pick.onPointerMove(e)
      }}
    >
      {tools.cameraControls && detail && <ModelToolbar view={view} tools={tools} onChange={setTools} />}
      {detail && tools.showDimensions && <ModelInfo detail={detail} />}
      {detail && tools.measure && (
        <>
          <MeasureLabels view={view} results={measure.state.results} units={detail.units} />
          <MeasurePanel store={measure.store} state={measure.state} units={detail.units} />
        </>
      )}
    </div>
  )
}
