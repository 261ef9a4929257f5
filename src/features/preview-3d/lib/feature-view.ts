import { Vector3 } from 'three'
import { faceOfHit, trianglesOfFaces } from './feature-highlight.ts'
import type { ModelView } from './model-view.ts'

/** Triangles tried when looking for a visible point of a feature: enough to find one, bounded on big faces. */
const POINT_TRIES = 64

/**
 * Points tried on each triangle, as vertex weights: the centre, then near each corner. A hole's
 * wall shows only a sliver past the rim, which a long triangle's centre misses.
 */
const SAMPLES = [
  [1 / 3, 1 / 3, 1 / 3],
  [0.8, 0.1, 0.1],
  [0.1, 0.8, 0.1],
  [0.1, 0.1, 0.8],
] as const

/** The B-rep face under a client position, or null (no model, background, or a mesh format). */
export function pickFace(view: ModelView, clientX: number, clientY: number): number | null {
  const hit = view.hitAt(clientX, clientY)
  return hit ? faceOfHit(hit) : null
}

/**
 * A client position where one of the faces is in sight (nothing of the model or the page in front
 * of it, not cut away), or null when all of them are hidden from the current view. Hosts use it to
 * place a callout; tests to click a feature as a user would.
 */
export function screenPointOfFaces(view: ModelView, faces: readonly number[]): { x: number; y: number } | null {
  if (!view.model) return null
  const wanted = new Set(faces)
  const triangles = trianglesOfFaces(view.model.object, wanted)
  const step = Math.max(1, Math.floor(triangles.length / POINT_TRIES))
  const rect = view.canvas.getBoundingClientRect()
  const root = view.canvas.getRootNode() as Document | ShadowRoot
  for (let i = 0; i < triangles.length; i += step) {
    const [mesh, triangle] = triangles[i]!
    const index = mesh.geometry.getIndex()
    const position = mesh.geometry.getAttribute('position')
    const corners = [0, 1, 2].map((k) =>
      mesh.localToWorld(
        new Vector3().fromBufferAttribute(position, index ? index.getX(triangle * 3 + k) : triangle * 3 + k),
      ),
    )
    for (const weights of SAMPLES) {
      const point = new Vector3()
      corners.forEach((corner, k) => point.addScaledVector(corner, weights[k]!))
      const ndc = point.project(view.rig.camera)
      if (Math.abs(ndc.x) > 1 || Math.abs(ndc.y) > 1) continue
      const x = rect.left + ((ndc.x + 1) / 2) * rect.width
      const y = rect.top + ((1 - ndc.y) / 2) * rect.height
      // Nothing of the page over it either (the toolbar, a sticky header of the host).
      if (root.elementFromPoint(x, y) !== view.canvas) continue
      const face = pickFace(view, x, y)
      if (face !== null && wanted.has(face)) return { x, y }
    }
  }
  return null
}
