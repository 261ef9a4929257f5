import { useEffect, useRef, useState, type PointerEvent } from 'react'
import type { FeatureRef } from '../../../../contract/features.ts'
import type { QuoteEventMap } from '../../../lib/events.ts'
import { featureOfFace } from './face-ranges.ts'
import { pickFace } from './feature-view.ts'
import type { ModelView } from './model-view.ts'
import { CLICK_SLOP } from './use-measure.ts'

/**
 * Recognised features on the model. The selected ones' faces are tinted (`selectedFeature` holds one
 * id or several separated by spaces, like `class`); hovering a feature's face shows a pointer and
 * its label; clicking it selects the feature and reports it (`feature-click`). The host's
 * `selected-feature` wins whenever it changes; a click in between selects locally, so a plain page
 * without a listener still sees what was clicked.
 */
export function useFeaturePick(
  view: ModelView,
  onFeatureClick: (detail: QuoteEventMap['feature-click']) => void,
  features: readonly FeatureRef[],
  selectedFeature: string,
  enabled: boolean,
  loaded: unknown,
) {
  const [selected, setSelected] = useState(selectedFeature)
  const down = useRef<{ x: number; y: number } | null>(null)
  const hoverFrame = useRef(0)

  useEffect(() => setSelected(selectedFeature), [selectedFeature])
  useEffect(() => {
    const ids = new Set(selected.split(/\s+/))
    view.setHighlight(features.filter((f) => ids.has(f.id)).flatMap((f) => f.faces))
  }, [view, features, selected, loaded])
  useEffect(() => () => cancelAnimationFrame(hoverFrame.current), [])

  const featureAt = (e: PointerEvent) =>
    enabled && features.length && e.target === view.canvas
      ? featureOfFace(features, pickFace(view, e.clientX, e.clientY) ?? -1)
      : null

  return {
    onPointerDown(e: PointerEvent) {
      down.current = { x: e.clientX, y: e.clientY }
    },
    onPointerUp(e: PointerEvent) {
      const start = down.current
      down.current = null
      if (!start || Math.hypot(e.clientX - start.x, e.clientY - start.y) > CLICK_SLOP) return
      const feature = featureAt(e)
      if (!feature) return
      setSelected(feature.id)
      onFeatureClick({ id: feature.id, kind: feature.kind, faces: [...feature.faces] })
    },
    onPointerMove: (e: PointerEvent) => {
      // Raycasting a large part takes milliseconds: at most once a frame, and never while dragging.
      if (down.current || !features.length) return
      const { clientX, clientY, target } = e
      cancelAnimationFrame(hoverFrame.current)
      hoverFrame.current = requestAnimationFrame(() => {
        const over = featureAt({ clientX, clientY, target } as PointerEvent)
        view.canvas.style.cursor = over ? 'pointer' : ''
        view.canvas.title = over?.label ?? ''
      })
    },
  }
}
