import { deeperThan } from '../holes.ts'
import type { DfmRule } from '../types.ts'

/**
 * Hole depth for a twist drill: beyond about four diameters the chips no longer clear, so the hole
 * is peck-drilled with a deep-hole cycle, which is slower.
 */
export const drillDepth: DfmRule = {
  id: 'drill-depth',
  check: ({ features, limit }) => (limit === null ? [] : deeperThan(features, limit, (f) => f.kind === 'hole')),
}
