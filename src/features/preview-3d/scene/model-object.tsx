import { useLayoutEffect, useMemo, useRef } from 'react'
import type { Group } from 'three'
import { collectMaterials, disposeObject } from '../lib/build-model.ts'
import { applyHighlight } from '../lib/feature-highlight.ts'
import { modelDiagonal, pivotTurn, type LoadedModel } from '../lib/load-model.ts'
import type { SceneView } from '../lib/scene-views.ts'
import { sectionPlane, type Section } from '../lib/section-plane.ts'
import { DimensionBox } from './dimension-box.tsx'
import { FeatureEdges } from './feature-edges.tsx'
import { SectionCap } from './section-cap.tsx'

interface ModelObjectProps {
  view: SceneView
  model: LoadedModel
  edges: boolean
  box: boolean
  section: Section | null
  highlight: readonly number[]
}

/**
 * The part, turned into the viewer's Y-up world, with the overlays that hang on it: feature edges,
 * the bounding box, the section's clipping and its cap. Keyed on the model by its parent, so it lives
 * exactly as long as the model is shown, and frees the model's GPU side when it goes.
 */
export function ModelObject({ view, model, edges, box, section, highlight }: ModelObjectProps) {
  const pivot = useRef<Group>(null)
  const plane = useMemo(() => sectionPlane(model, section), [model, section])
  // Edges cost a pass over every triangle: built on first use, then kept (hidden) with the model.
  const edgesBuilt = useRef(false)
  edgesBuilt.current ||= edges

  useLayoutEffect(() => {
    pivot.current!.updateMatrixWorld(true)
    view.showing(pivot.current)
    return () => {
      view.showing(null)
      disposeObject(model.object)
    }
  }, [])

  useLayoutEffect(() => {
    for (const material of collectMaterials(model.object)) material.clippingPlanes = plane ? [plane] : []
  }, [plane])

  useLayoutEffect(() => applyHighlight(model.object, new Set(highlight)), [highlight])

  return (
    <>
      <group ref={pivot} rotation-x={pivotTurn(model)}>
        <primitive object={model.object} />
        {edgesBuilt.current && <FeatureEdges model={model.object} visible={edges} plane={plane} />}
        {box && <DimensionBox model={model} />}
      </group>
      {/* In world coordinates, like the plane. */}
      {plane && <SectionCap model={model.object} plane={plane} size={modelDiagonal(model)} />}
    </>
  )
}
