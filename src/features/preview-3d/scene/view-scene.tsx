import { useStore } from '@nanostores/react'
import { memo, useLayoutEffect } from 'react'
import type { SceneView } from '../lib/scene-views.ts'
import { Lights } from './lights.tsx'
import { MeasureMarks } from './measure-marks.tsx'
import { ModelObject } from './model-object.tsx'

/**
 * One viewer's scene: lights on its cameras, the model with its overlays, and the measurement marks.
 * Memoised on the view: viewers joining or leaving the page do not re-render it.
 */
export const ViewScene = memo(function ViewScene({ view }: { view: SceneView }) {
  const state = useStore(view.state)
  const { model, edges, box, section, marks, highlight } = state
  // A new state is a new picture: one frame, drawn after the children's effects applied it. Only
  // then: the portal re-renders when other viewers come and go, which must not cost this one a frame.
  useLayoutEffect(() => view.invalidate(), [state])
  useLayoutEffect(() => view.lit(), [])
  return (
    <>
      <Lights rig={view.rig} />
      {model && (
        // A new model is a new subtree: its effects frame it and its cleanup frees the old one.
        <ModelObject
          key={model.object.uuid}
          view={view}
          model={model}
          edges={edges}
          box={box}
          section={section}
          highlight={highlight}
        />
      )}
      {model && <MeasureMarks model={model} marks={marks} />}
    </>
  )
})
