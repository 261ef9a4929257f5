import type { RecognisedFeature } from '../geometry/types.ts'
import type { LeverRule } from './types.ts'

/** An inside corner smaller than this share of its pocket's depth needs a long, slender cutter. */
const DEPTH_SHARE = 1 / 3
/** Radii are offered in half millimetres. */
const STEP_MM = 0.5

/** Pockets and slots whose smallest inside corner radius is small for their depth (R < depth / 3). */
export function smallCorners(features: readonly RecognisedFeature[]): RecognisedFeature[] {
  return features.filter(
    (f) =>
      (f.kind === 'pocket' || f.kind === 'slot') &&
      f.cornerRadius !== undefined &&
      f.depth !== undefined &&
      f.cornerRadius < f.depth * DEPTH_SHARE,
  )
}

/**
 * Larger inside corners where they are small: every such pocket at depth / 3 (the deepest one's,
 * rounded up to half a millimetre), but no larger than half the narrowest one's width.
 */
export const cornerRadiusLever: LeverRule = ({ inputs }) => {
  const small = smallCorners(inputs.geometry?.features ?? [])
  if (small.length === 0) return []
  const wanted = Math.max(...small.map((f) => f.depth! * DEPTH_SHARE))
  const room = Math.min(...small.map((f) => (f.width ?? Infinity) / 2))
  const to = Math.min(Math.ceil(wanted / STEP_MM) * STEP_MM, Math.floor(room / STEP_MM) * STEP_MM)
  const from = Math.min(...small.map((f) => f.cornerRadius!))
  if (!(to > from)) return []
  return [{ kind: 'cornerRadius', from, to, changes: { cornerRadius: to }, breaksDrawing: false }]
}
