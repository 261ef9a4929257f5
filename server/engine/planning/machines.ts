import type { EquipmentType, LibraryOptions } from '../../../contract/process-library.ts'
import type { QuoteConfig } from '../../../contract/quote-config.ts'
import { axisOf, isCompound, vectorOf } from './directions.ts'
import { machineOf } from './equipment.ts'
import type { Part } from './part.ts'
import { SWISS_MAX_DIAMETER, SWISS_MIN_QTY, SWISS_MIN_SLENDERNESS, TURN_MILL_MIN_QTY } from './rules.ts'
import type { PlanMessage } from './types.ts'

/** Milling machine kinds from the cheapest to the most capable; a part none of them holds goes on. */
const MILL_KINDS = ['vmc3', 'vmc4', 'vmc5', 'gantry'] as const satisfies EquipmentType[]
const LIVE_TOOLING: EquipmentType[] = ['turn-mill', 'swiss']
/** Pricing configuration's machine keys by kind: hourly rate, setup minutes and machine factor. */
const CONFIG_KEY: Partial<Record<EquipmentType, string>> = {
  vmc3: 'VMC3',
  vmc4: 'VMC4',
  vmc5: 'M5AX',
  gantry: 'VMC3',
  lathe: 'LATHE',
  'turn-mill': 'TURNMILL',
  swiss: 'TURNMILL',
  'surface-grinder': 'GRIND_SURF',
  'cylindrical-grinder': 'GRIND_CYL',
  'wire-edm': 'EDM',
  edm: 'EDM',
}
const TURNING: EquipmentType[] = ['lathe', 'turn-mill', 'swiss']

/**
 * The pricing configuration's machine entry for a kind of machine: a row named after the kind
 * (GANTRY, SWISS) when the cost table has one, else the kind's usual row (a kind without one is
 * priced as a 3-axis mill). Its rate is the one hourly rate every route and quote uses.
 */
export function configMachine(config: QuoteConfig, kind: EquipmentType | undefined) {
  const machines = config.machining.machines
  const own = kind?.toUpperCase().replace('-', '')
  const key = own && machines[own] ? own : ((kind && CONFIG_KEY[kind]) ?? 'VMC3')
  const entry = machines[key] ?? machines.VMC3!
  return { key, rate: entry.rate, setupMin: entry.setupMin }
}

/** Whether a kind of machine turns the part (the time model's turning removal rate). */
export const isTurning = (kind: EquipmentType | undefined) => kind !== undefined && TURNING.includes(kind)

export interface MillPlan {
  /** Kinds to ask for, best first. */
  kinds: EquipmentType[]
  /** Sides reached in each setup, in setup order. */
  groups: string[][]
  review: PlanMessage[]
}

const AXES = ['X', 'Y', 'Z']

/** Sides per setup on a kind of mill: 3+2 reaches all but the clamped face; a rotary axis all sides around it. */
function groupsFor(kind: EquipmentType, sides: string[], main: string): string[][] {
  if (kind === 'vmc5') {
    const bottom = `-${main}`
    const top = sides.filter((s) => s !== bottom)
    return [top, sides.includes(bottom) ? [bottom] : []].filter((g) => g.length > 0)
  }
  if (kind !== 'vmc4') return sides.map((s) => [s])
  let best: string[][] | null = null
  for (const rotary of AXES.filter((a) => a !== main)) {
    const k = AXES.indexOf(rotary)
    const around = sides.filter((s) => Math.abs(vectorOf(s)[k]!) < 1e-3)
    const groups = [around, ...sides.filter((s) => !around.includes(s)).map((s) => [s])].filter((g) => g.length > 0)
    if (!best || groups.length < best.length) best = groups
  }
  return best!
}

/** Compound-angle sides a kind cannot reach in one of its multi-side clampings (each needs an angle fixture). */
function unreached(kind: EquipmentType, groups: string[][]): number {
  if (kind === 'vmc5') return 0
  return groups.filter((g) => g.length === 1 && isCompound(g[0]!)).length
}

/**
 * The milling machine kind for a set of sides. Compound angles go to the
 * least capable kind that reaches them (4-axis when they lie around one axis, else 5-axis, 3+2
 * first); without one, extra setups on angle fixtures and a person's look. Otherwise, of the kinds
 * with an enabled machine holding the part, the cheapest for the batch: setups × setup minutes
 * plus per-piece handling and cutting at the machine's rate.
 */
export function millPlan(
  sides: string[],
  part: Part,
  libraries: LibraryOptions,
  config: QuoteConfig,
  tPart: number,
): MillPlan {
  const handling = config.machining.featureMin.handlingPerSetup
  const options = MILL_KINDS.flatMap((kind) => {
    const machine = machineOf(libraries, kind, part.dims)
    if (!machine) return []
    const groups = groupsFor(kind, sides, part.main)
    const { rate, setupMin } = configMachine(config, kind)
    const minutes = groups.length * setupMin + part.quantity * (tPart + groups.length * handling)
    return [{ kind, groups, cost: (rate * minutes) / 60, unreached: unreached(kind, groups) }]
  })
  const byCost = [...options].sort((a, b) => a.unreached - b.unreached || a.cost - b.cost)
  const compound = sides.some(isCompound)
  // With compound angles, reaching them wins over cost; the order of MILL_KINDS is by capability.
  const chosen = compound ? (options.find((o) => o.unreached === 0) ?? byCost[0]) : byCost[0]
  const review: PlanMessage[] = []
  if (chosen && chosen.unreached > 0) {
    review.push({ code: 'plan.review.compoundAngles', params: { count: chosen.unreached } })
    review.push({ code: 'plan.review.extraSetups', params: { setups: chosen.groups.length } })
  }
  const first = chosen?.kind ?? 'vmc3'
  return {
    kinds: [first, ...MILL_KINDS.filter((k) => k !== first)],
    groups: chosen?.groups ?? groupsFor('vmc3', sides, part.main),
    review,
  }
}

/** Turning machine kinds, best first: Swiss for big batches of small slender parts, turn-mill for off-axis work in batches. */
export function turningKinds(part: Part): EquipmentType[] {
  const t = part.turned
  const swiss =
    t !== null &&
    part.quantity >= SWISS_MIN_QTY &&
    t.diameter <= SWISS_MAX_DIAMETER &&
    t.length / t.diameter > SWISS_MIN_SLENDERNESS
  const first: EquipmentType = swiss
    ? 'swiss'
    : part.offAxis && part.quantity >= TURN_MILL_MIN_QTY
      ? 'turn-mill'
      : 'lathe'
  return [...new Set<EquipmentType>([first, 'lathe', 'turn-mill', 'swiss'])]
}

/** Whether the turning machine also does the off-axis work (live tooling), so no mill setup follows. */
export const hasLiveTooling = (kind: EquipmentType | undefined) => kind !== undefined && LIVE_TOOLING.includes(kind)

/** Sides a lathe reaches: the ends of the turning axis. */
export const latheSides = (sides: string[], main: string) => sides.filter((s) => axisOf(s) === main)
