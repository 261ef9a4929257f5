import type { EquipmentType } from '../../../../contract/process-library.ts'
import { holds } from '../../planning/equipment.ts'
import { round2, type DfmRule } from '../types.ts'

/** Machines that cut a whole part: mills and lathes (saws, benches and furnaces take anything). */
const CUTTING: readonly EquipmentType[] = ['lathe', 'turn-mill', 'swiss', 'vmc3', 'vmc4', 'vmc5', 'gantry']

/**
 * The part against the largest enabled machine of the equipment library: a part no enabled mill or
 * lathe holds cannot be made in the shop (a subcontractor or a machine switched back on).
 */
export const envelope: DfmRule = {
  id: 'envelope',
  check({ dims, libraries }) {
    const machines = libraries.equipment.filter((e) => CUTTING.includes(e.type))
    if (machines.length === 0 || machines.some((m) => holds(m, dims))) return []
    const travel = (m: (typeof machines)[number]) => [m.travelX, m.travelY, m.travelZ].sort((a, b) => b - a)
    const largest = machines.reduce((a, b) => (travel(b)[0]! > travel(a)[0]! ? b : a))
    const size = [...dims].sort((a, b) => b - a)
    return [
      {
        faces: [],
        features: [],
        measured: round2(size[0]!),
        limit: round2(travel(largest)[0]!),
        unit: 'mm',
        params: {
          size: size.map((d) => round2(d)).join(' × '),
          envelope: travel(largest).join(' × '),
          machine: largest.code,
        },
      },
    ]
  },
}
