import type { EquipmentType } from '../../../../contract/process-library.ts'
import type { Breach, DfmRule } from '../types.ts'

type Vec = readonly [number, number, number]
const ALIGNED = 0.999
const MILLS: readonly EquipmentType[] = ['vmc3', 'vmc4', 'vmc5', 'gantry']

/**
 * Whether a machine kind's tool can come along a direction. A mill reaches the six sides of the
 * part by clamping it again; a 4-axis mill also the angles around its rotary axis (a direction
 * with one component zero); a 5-axis mill any angle.
 */
function reaches(kinds: ReadonlySet<EquipmentType>, dir: Vec): boolean {
  if (kinds.has('vmc5')) return true
  const aligned = dir.some((c) => Math.abs(c) > ALIGNED)
  if (aligned) return true
  return kinds.has('vmc4') && dir.some((c) => Math.abs(c) < 1 - ALIGNED)
}

/**
 * Faces no enabled mill can reach from any of the feature's approach directions: an undercut (no
 * direction at all), or a compound angle the shop's mills cannot tilt to. Such a feature needs a
 * special cutter, an angle fixture or a machine the shop has switched off.
 */
export const toolAccess: DfmRule = {
  id: 'tool-access',
  check({ features, libraries }) {
    const kinds = new Set(libraries.equipment.map((e) => e.type).filter((t) => MILLS.includes(t)))
    if (kinds.size === 0) return []
    const out: Breach[] = []
    for (const f of features) {
      if (f.access.some((d) => reaches(kinds, d))) continue
      out.push({ faces: f.faces, features: [f.id], measured: f.access.length, limit: 0, unit: 'count' })
    }
    return out
  },
}
