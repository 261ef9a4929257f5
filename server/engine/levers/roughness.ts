import type { LeverRule } from './types.ts'

/** The finish a machined face gets without extra passes, Ra µm. */
export const STANDARD_RA = 3.2

/**
 * The finest roughness relaxed to the standard machined finish: the whole part at the general Ra,
 * or at 3.2 µm when the general one is finer too.
 */
export const roughnessLever: LeverRule = ({ resolved: r }) => {
  const finest = r.minRa && r.minRa.value < r.generalRa.value ? r.minRa : r.generalRa
  if (finest.value >= STANDARD_RA) return []
  const to = Math.max(r.generalRa.value, STANDARD_RA)
  return [
    {
      kind: 'roughness',
      from: finest.value,
      to,
      changes: { ra: to },
      // The drawing's fine callouts go, and so does its general Ra when that moves too.
      breaksDrawing: finest.source === '2d' || (to !== r.generalRa.value && r.generalRa.source === '2d'),
    },
  ]
}
