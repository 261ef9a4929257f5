import type { LeadSegment, LeadTimeSection } from '../../../contract/lead-time.ts'
import type { EquipmentType, LibraryOptions } from '../../../contract/process-library.ts'
import type { TreatmentItem } from '../../../contract/quote-config.ts'
import { treatmentCrafts } from '../planning/treatments.ts'
import { basisOf } from '../planning/times.ts'
import type { CostedOperation, RouteCost } from '../pricing/route-cost.ts'
import type { RouteOperation } from '../pricing/types.ts'

/** What the steps of a part's way to delivery are made from: its route, priced, at a quantity. */
export interface SegmentInputs {
  operations: readonly RouteOperation[]
  cost: RouteCost
  quantity: number
  materialKey: string
  /** Every treatment the part gets: those asked for and those the route outsources. */
  treatments: readonly TreatmentItem[]
  /** A region of `regionShippingDays`, or none for the default shipping days. */
  region?: string
}

/**
 * The steps in route order, undated: procurement; each run of work on one kind of machine (pieces ×
 * the route's minutes per piece on it, plus each setup's minutes once for the batch), merged while
 * the kind stays the same; each
 * outsourced treatment where the route sends the part out (a treatment the route does not place
 * comes after machining); inspection and packing; shipping. Machining days are left at 0 for the
 * scheduler, which knows the capacity.
 */
export function leadSegments(input: SegmentInputs, section: LeadTimeSection, libraries: LibraryOptions): LeadSegment[] {
  const steps: LeadSegment[] = [
    { kind: 'material', key: input.materialKey, days: section.materialDays[input.materialKey] ?? 0 },
  ]
  const costed = new Map(input.cost.operations.map((op) => [op.id, op]))
  const setupMinutes = new Map(input.cost.setups.map((s) => [s.setup, s]))
  const placed = new Set<string>()
  const setupsSeen = new Set<number>()
  for (const op of input.operations) {
    const onMachine = machineRun(op, costed.get(op.id), libraries)
    if (onMachine) {
      let minutes = onMachine.minutes * input.quantity
      const setup = setupMinutes.get(op.setup)
      if (setup && !setupsSeen.has(op.setup)) {
        setupsSeen.add(op.setup)
        minutes += setup.setupMin
      }
      const last = steps[steps.length - 1]!
      if (last.kind === 'machining' && last.key === onMachine.kind) last.minutes = (last.minutes ?? 0) + minutes
      else steps.push({ kind: 'machining', key: onMachine.kind, days: 0, minutes, waitDays: 0 })
      continue
    }
    if (basisOf(libraries, op.craftCode) !== 'outsourced') continue
    const item = input.treatments.find((t) => !placed.has(t.key) && treatmentCrafts(t.key).includes(op.craftCode))
    if (!item) continue
    placed.add(item.key)
    steps.push({ kind: 'treatment', key: item.key, days: item.leadDays })
  }
  for (const t of input.treatments)
    if (!placed.has(t.key)) steps.push({ kind: 'treatment', key: t.key, days: t.leadDays })
  steps.push({ kind: 'inspection', key: null, days: section.inspectPackDays })
  const region = input.region !== undefined ? section.regionShippingDays[input.region] : undefined
  steps.push({
    kind: 'shipping',
    key: region !== undefined ? input.region! : null,
    days: region ?? section.shippingDays,
  })
  return steps.map((s) => (s.minutes !== undefined ? { ...s, minutes: Math.round(s.minutes * 10) / 10 } : s))
}

/** Kinds whose work is people's, not a machine's: measuring and bench work go in inspection days. */
const HAND_WORK: ReadonlySet<EquipmentType> = new Set(['bench', 'gauges', 'cmm'])

/**
 * The machine kind and minutes per piece an operation holds a machine for: a machining operation
 * as the route is priced, or a craft with its own minutes (sawing, grinding, EDM) on the machine
 * the route names. A craft's minutes for the whole batch are already spread over its pieces.
 */
function machineRun(
  op: RouteOperation,
  machined: CostedOperation | undefined,
  libraries: LibraryOptions,
): { kind: EquipmentType; minutes: number } | null {
  if (machined) return machined.kind ? { kind: machined.kind, minutes: machined.minutes } : null
  if (basisOf(libraries, op.craftCode) !== 'fixed' || !(op.timeMin > 0)) return null
  const kind = libraries.equipment.find((e) => e.code === op.equipmentCode)?.type
  return kind && !HAND_WORK.has(kind) ? { kind, minutes: op.timeMin } : null
}
