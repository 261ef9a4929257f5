import { Matrix4, Plane, Vector3 } from 'three'
import { pivotTurn, type LoadedModel } from './load-model.ts'

export type SectionAxis = 'x' | 'y' | 'z'

/** A section across `axis` of the model at `fraction` of its extent. */
export type Section = { axis: SectionAxis; fraction: number }

/** Equal for sections that cut the same: an unchanged request must not cost a frame. */
export const sectionKey = (section: Section | null) => (section ? `${section.axis}:${section.fraction}` : '')

/**
 * The world plane of a section, keeping the side towards the axis' minimum; null for no section.
 * Computed from the model's own bounds and its turn into the viewer's world, so the clipping in the
 * scene and the picking on the element agree without sharing an object.
 */
export function sectionPlane(model: LoadedModel, section: Section | null): Plane | null {
  if (!section) return null
  const turn = new Matrix4().makeRotationX(pivotTurn(model))
  const { min, max } = model.stats
  const point = new Vector3(...min).lerp(new Vector3(...max), section.fraction).applyMatrix4(turn)
  const normal = new Vector3()
  normal[section.axis] = -1
  return new Plane().setFromNormalAndCoplanarPoint(normal.applyMatrix4(turn).normalize(), point)
}
