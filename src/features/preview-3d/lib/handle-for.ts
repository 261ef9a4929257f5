import type { FeatureRef } from '../../../../contract/features.ts'
import { liveGeometryCount } from './build-model.ts'
import { countFaces } from './feature-highlight.ts'
import { screenPointOfFaces } from './feature-view.ts'
import { modelDiagonal } from './load-model.ts'
import type { ModelView } from './model-view.ts'
import { rendererIdle, rendererMemory } from './shared-renderer.ts'
import type { ViewerHandle } from './viewer-handle.ts'

/** The element-facing methods of one viewer. */
export function handleFor(view: ModelView, features: () => readonly FeatureRef[]): ViewerHandle {
  return {
    getFeaturePoint(id) {
      const feature = features().find((f) => f.id === id)
      return feature ? screenPointOfFaces(view, feature.faces) : null
    },
    fitView: () => view.fit(),
    clientPointOf(point) {
      if (!view.model) return null
      const world = view.toWorld(point)
      const at = view.clientPoint(world)
      // In sight: the model's nearest surface under that position is the point itself.
      const hit = at && view.hitAt(at.x, at.y)
      return hit && hit.point.distanceTo(world) < modelDiagonal(view.model) * 1e-3 ? at : null
    },
    getDimensions() {
      if (!view.model) return null
      const { min, max } = view.model.stats
      return { x: max[0] - min[0], y: max[1] - min[1], z: max[2] - min[2], units: view.model.units }
    },
    toBlob: (type, quality) =>
      view.model ? view.toBlob(type, quality) : Promise.reject(new Error('no model is shown')),
    debugInfo: () => ({
      ...rendererMemory(),
      liveGeometries: liveGeometryCount(),
      firstFrameAt: view.firstFrameAt,
      draws: view.draws,
      // 1 or 0: the renderer has nothing to draw; the viewer is in view; it has a change not drawn yet.
      idle: Number(rendererIdle()),
      visible: Number(view.visible),
      dirty: Number(view.dirty),
      faces: view.model ? countFaces(view.model.object) : 0,
    }),
  }
}
