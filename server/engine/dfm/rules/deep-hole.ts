import { deeperThan } from '../holes.ts'
import type { DfmRule } from '../types.ts'

/**
 * Hole depth for a deep-hole drill: beyond about ten diameters even pecking wanders off line and
 * the hole needs a gun drill (a special machine or a subcontractor).
 */
export const deepHole: DfmRule = {
  id: 'deep-hole',
  check: ({ features, limit }) => (limit === null ? [] : deeperThan(features, limit, (f) => f.kind === 'hole')),
}
