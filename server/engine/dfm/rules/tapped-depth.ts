import { deeperThan, nominalDiameter } from '../holes.ts'
import type { DfmRule } from '../types.ts'

/**
 * Tapped depth against the thread's diameter: a thread holds its full load within about 1.5 × its
 * diameter, and a tap deeper than about three diameters clogs and breaks, so deeper threads only
 * cost time and risk.
 */
export const tappedDepth: DfmRule = {
  id: 'tapped-depth',
  check: ({ features, limit }) =>
    limit === null ? [] : deeperThan(features, limit, (f) => f.kind === 'thread', nominalDiameter),
}
