import type { EquipmentType, LibraryOptions, ProcessStage } from '../../../contract/process-library.ts'
import type { QuoteConfig } from '../../../contract/quote-config.ts'
import { craftOf } from '../planning/builder.ts'
import { configMachine } from '../planning/machines.ts'
import { basisOf, isMachining } from '../planning/times.ts'
import { dec, type Dec } from './money.ts'
import type { RouteOperation } from './types.ts'

// What a route costs on the shop floor. The hourly rate has one source: the pricing
// configuration's machine table (the cost tables), by the kind of the machine the route names (the
// machine the planner chose, or the one a person swapped in); setup minutes come from the same row.
// The configuration is versioned with each quote, so editing the libraries never moves a price by
// itself; the equipment library decides which machines exist, hold the part and are enabled.

/** A machining operation at its machine's rate: minutes / 60 × rate. */
export interface CostedOperation {
  id: string
  stage: ProcessStage
  setup: number
  equipmentCode: string | null
  kind: EquipmentType | null
  rate: number
  minutes: number
  cost: Dec
}

/** One clamping of the route at its machine: setup minutes / 60 × rate. */
export interface CostedSetup {
  setup: number
  equipmentCode: string | null
  kind: EquipmentType | null
  setupMin: number
  rate: number
  cost: Dec
}

export interface RouteCost {
  /** The operations timed by the machining model (what the machining line prices). */
  operations: CostedOperation[]
  /** Every setup of the route (the route's setups total). */
  setups: CostedSetup[]
  /** The machine with the most machining minutes: first-article inspection and a user's setup count run on it. */
  main: { code: string | null; kind: EquipmentType | null; rate: number; setupMin: number }
  /** Whether any machining runs on a 5-axis machine (programming is complex and dearer). */
  fiveAxis: boolean
  /**
   * Setups that are programmed: those with more than roughing. A roughing clamping that a treatment
   * separates from its finishing is clamped again the same way, not programmed again.
   */
  programmed: number
}

/** Stages of the roughing phase (facing, rough turning, rough milling). */
const ROUGHING: ProcessStage[] = ['turning', 'rough-milling']

/**
 * The kind of machine an operation names, by code among the enabled rows. A machine no longer
 * enabled (or none named) is priced as the dearest kind its craft allows, so a route a person must
 * still fix is never priced low.
 */
function kindFor(op: RouteOperation, libraries: LibraryOptions, config: QuoteConfig): EquipmentType | null {
  const named = libraries.equipment.find((e) => e.code === op.equipmentCode)
  if (named) return named.type
  const { craft, fallback } = craftOf(libraries, op.craftCode)
  const kinds = (craft ?? fallback)?.equipmentTypes ?? []
  const rate = (k: EquipmentType) => configMachine(config, k).rate
  return kinds.reduce<EquipmentType | null>((a, k) => (a && rate(a) >= rate(k) ? a : k), null)
}

/** The cost of a route's machining operations and setups at their machines. */
export function routeCost(operations: RouteOperation[], libraries: LibraryOptions, config: QuoteConfig): RouteCost {
  const costed = (op: RouteOperation) => {
    const kind = kindFor(op, libraries, config)
    const entry = configMachine(config, kind ?? undefined)
    return { kind, rate: kind ? entry.rate : 0, setupMin: kind ? entry.setupMin : 0 }
  }
  const machining: CostedOperation[] = operations
    .filter((op) => isMachining(basisOf(libraries, op.craftCode)))
    .map((op) => {
      const { rate, kind } = costed(op)
      const cost = dec(op.timeMin).times(dec(rate)).div(60)
      return {
        id: op.id,
        stage: op.stage,
        setup: op.setup,
        equipmentCode: op.equipmentCode,
        kind,
        rate,
        minutes: op.timeMin,
        cost,
      }
    })
  const setups: CostedSetup[] = []
  for (const op of operations) {
    if (op.setup <= 0 || setups.some((s) => s.setup === op.setup)) continue
    const inSetup = operations.filter((o) => o.setup === op.setup)
    const first = inSetup.find((o) => o.equipmentCode) ?? op
    const { rate, kind, setupMin } = costed(first)
    const cost = dec(setupMin).times(dec(rate)).div(60)
    setups.push({ setup: op.setup, equipmentCode: first.equipmentCode, kind, setupMin, rate, cost })
  }
  const minutesOn = new Map<string | null, number>()
  for (const op of machining) minutesOn.set(op.equipmentCode, (minutesOn.get(op.equipmentCode) ?? 0) + op.minutes)
  const top = [...minutesOn].reduce<[string | null, number] | null>((a, b) => (a && a[1] >= b[1] ? a : b), null)
  const first = top ? machining.find((op) => op.equipmentCode === top[0])! : null
  return {
    operations: machining,
    setups,
    main: {
      code: first?.equipmentCode ?? null,
      kind: first?.kind ?? null,
      rate: first?.rate ?? 0,
      setupMin: configMachine(config, first?.kind ?? undefined).setupMin,
    },
    fiveAxis: machining.some((op) => op.kind === 'vmc5'),
    programmed: new Set(machining.filter((op) => op.setup > 0 && !ROUGHING.includes(op.stage)).map((op) => op.setup))
      .size,
  }
}
