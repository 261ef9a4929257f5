import type { Craft, Equipment, EquipmentType, LibraryOptions } from '../../../contract/process-library.ts'
import type { PlanMessage } from './types.ts'

/**
 * Whether a machine's working envelope takes the part: the part's extents, largest first, against
 * the machine's non-zero travels, largest first (a lathe's Ø and length; a mill's X, Y, Z). A machine
 * without travel (bench, furnace, gauges) takes any part.
 */
export function holds(e: Pick<Equipment, 'travelX' | 'travelY' | 'travelZ'>, dims: readonly number[] | null): boolean {
  const travel = [e.travelX, e.travelY, e.travelZ].filter((t) => t > 0).sort((a, b) => b - a)
  if (!dims || travel.length === 0) return true
  const size = [...dims].sort((a, b) => b - a)
  return size.every((d, i) => d <= travel[Math.min(i, travel.length - 1)]! + 1e-6)
}

/** The first enabled machine of a kind that holds the part, by code for a stable choice. */
export function machineOf(libraries: LibraryOptions, kind: EquipmentType, dims: readonly number[] | null) {
  return [...libraries.equipment]
    .filter((e) => e.type === kind && holds(e, dims))
    .sort((a, b) => a.code.localeCompare(b.code))[0]
}

const size = (dims: readonly number[] | null) => (dims ? dims.map((d) => Math.round(d)).join('×') : '')

/**
 * A machine for a craft: the preferred kinds in order, then the craft's other kinds. What no enabled
 * machine can do is kept without equipment and says why.
 */
export function equipmentFor(
  craft: Pick<Craft, 'equipmentTypes'>,
  preferred: readonly EquipmentType[],
  libraries: LibraryOptions,
  dims: readonly number[] | null,
): { code: string | null; review: PlanMessage[] } {
  const allowed = craft.equipmentTypes
  if (allowed.length === 0) return { code: null, review: [] }
  const kinds = [...preferred.filter((k) => allowed.includes(k)), ...allowed.filter((k) => !preferred.includes(k))]
  for (const kind of kinds) {
    const found = machineOf(libraries, kind, dims)
    if (found) return { code: found.code, review: [] }
  }
  const anyOfKind = libraries.equipment.some((e) => allowed.includes(e.type))
  return {
    code: null,
    review: [
      anyOfKind
        ? { code: 'plan.review.beyondTravel', params: { size: size(dims) } }
        : { code: 'plan.review.noEquipment', params: { kinds: allowed.join(', ') } },
    ],
  }
}
