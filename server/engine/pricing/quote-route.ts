import { EQUIPMENT_TYPES, type Equipment, type LibraryOptions } from '../../../contract/process-library.ts'
import type { QuoteConfig, TreatmentItem } from '../../../contract/quote-config.ts'
import { craftOf } from '../planning/builder.ts'
import { machineOf } from '../planning/equipment.ts'
import { configMachine } from '../planning/machines.ts'
import { describePart } from '../planning/part.ts'
import { planPart } from '../planning/plan.ts'
import { basisOf, isMachining, timedOn } from '../planning/times.ts'
import { treatmentCrafts } from '../planning/treatments.ts'
import type { TimedOn } from './machining-cost.ts'
import type { Resolved } from './resolve.ts'
import { routeCost, type RouteCost } from './route-cost.ts'
import type { Sourced } from './sourced.ts'
import type { InputSource, ProgrammingTier, QuoteInputs, RouteOperation } from './types.ts'

/**
 * The routes a quote is priced from: an edited route (`overrides.route`) as given at every
 * quantity, else the planner's route for the part with the quote's own overrides, the part
 * described once and planned per quantity (the machine choice and batch fixtures depend on it, so a
 * quantity break is the price that quantity gets). A machine the user named (`overrides.machine`)
 * takes every machining operation its kind can do.
 */
export function quoteRoutes(
  inputs: QuoteInputs,
  config: QuoteConfig,
  libraries: LibraryOptions,
): (quantity: number) => RouteOperation[] {
  const o = inputs.overrides ?? {}
  const g = inputs.geometry
  const machine =
    o.machine && namedMachine(o.machine, libraries, config, g ? [g.bbox.size.x, g.bbox.size.y, g.bbox.size.z] : null)
  const onMachine = (ops: RouteOperation[]) =>
    !machine
      ? ops
      : ops.map((op) => {
          const { craft, fallback } = craftOf(libraries, op.craftCode)
          const can = (craft ?? fallback)?.equipmentTypes.includes(machine.type)
          return can && isMachining(basisOf(libraries, op.craftCode)) ? { ...op, equipmentCode: machine.code } : op
        })
  if (o.route) {
    const edited = onMachine(o.route)
    return () => edited
  }
  const part = describePart(
    { geometry: g ?? null, drawing: inputs.drawing ?? null, quantity: 1, overrides: {}, pricing: o },
    config,
  )
  const planned = new Map<number, RouteOperation[]>()
  return (quantity) => {
    let ops = planned.get(quantity)
    if (!ops) planned.set(quantity, (ops = onMachine(planPart({ ...part, quantity }, libraries, config).operations)))
    return ops
  }
}

/** The route a quote prices at one quantity. */
export const quoteRoute = (inputs: QuoteInputs, config: QuoteConfig, libraries: LibraryOptions, quantity: number) =>
  quoteRoutes(inputs, config, libraries)(quantity)

/** A machine named by its code, its kind (vmc5) or the pricing configuration's key (M5AX). */
function namedMachine(
  name: string,
  libraries: LibraryOptions,
  config: QuoteConfig,
  dims: number[] | null,
): Equipment | undefined {
  const byCode = libraries.equipment.find((e) => e.code.toLowerCase() === name.toLowerCase())
  if (byCode) return byCode
  // Kinds in their contract order, so the pricing key VMC3 names the 3-axis mill before the gantry.
  const kinds = EQUIPMENT_TYPES.filter(
    (k) => k === name.toLowerCase() || configMachine(config, k).key === name.toUpperCase(),
  )
  return kinds.map((k) => machineOf(libraries, k, dims)).find((e) => e !== undefined)
}

/**
 * Programming effort follows the route: any 5-axis machining, many features or more than three
 * programmed setups are complex; few features in one setup are simple.
 */
export function programmingTier(r: Resolved, inputs: QuoteInputs, route: RouteCost): Sourced<ProgrammingTier> {
  const o = inputs.overrides ?? {}
  if (o.programmingTier !== undefined) return { value: o.programmingTier, source: 'user' }
  const f = r.features
  const count = f.holes.value.length + f.threads.value.reduce((n, t) => n + t.count, 0) + f.reamed.value
  const setups = route.programmed
  const value: ProgrammingTier =
    route.fiveAxis || count > 60 || setups > 3 ? 'complex' : count <= 20 && setups <= 1 ? 'simple' : 'medium'
  return { value, source: routeSource(inputs) }
}

/** Where the route's choices come from: a person's edit or machine, else the model. */
export const routeSource = (inputs: QuoteInputs): InputSource =>
  inputs.overrides?.route || inputs.overrides?.machine ? 'user' : inputs.geometry ? '3d' : 'default'

/** The route a quote is priced from, its cost at its machines, and what the time model ran on. */
export interface QuotePlan {
  operations: RouteOperation[]
  cost: RouteCost
  timed: TimedOn
  tier: Sourced<ProgrammingTier>
  source: InputSource
  /** Setups a user set, charged instead of the route's. */
  userSetups: number | undefined
  /** Treatments the route outsources besides those asked for (a stress relief the planner adds). */
  outsourced: TreatmentItem[]
}

/** Prices a quote's route at a quantity: its cost at its machines and what the time model ran on. */
export function planQuote(
  inputs: QuoteInputs,
  r: Resolved,
  config: QuoteConfig,
  libraries: LibraryOptions,
  operations: RouteOperation[],
): QuotePlan {
  const cost = routeCost(operations, libraries, config)
  const rotational = r.geometry?.value.partClass === 'rotational'
  return {
    operations,
    cost,
    timed: timedOn(operations, libraries, config, rotational),
    tier: programmingTier(r, inputs, cost),
    source: routeSource(inputs),
    userSetups: inputs.overrides?.setups,
    outsourced: outsourcedTreatments(operations, r, config, libraries),
  }
}

/**
 * The route's outsourced operations that no asked-for treatment accounts for, as the configured
 * treatment done by that craft alone (treatments asked for are priced once, by their own line).
 */
function outsourcedTreatments(
  operations: RouteOperation[],
  r: Resolved,
  config: QuoteConfig,
  libraries: LibraryOptions,
): TreatmentItem[] {
  const asked = new Set([...r.surface.value, ...r.heat.value].flatMap((t) => treatmentCrafts(t.key)))
  const crafts = new Set(
    operations
      .filter((op) => basisOf(libraries, op.craftCode) === 'outsourced' && !asked.has(op.craftCode))
      .map((op) => op.craftCode),
  )
  return [...crafts].flatMap((craft) => {
    const item = config.treatment.items.find((t) => treatmentCrafts(t.key).join() === craft)
    return item ? [item] : []
  })
}
