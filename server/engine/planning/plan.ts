import type { LibraryOptions } from '../../../contract/process-library.ts'
import type { PlanContext } from '../../../contract/process-plan.ts'
import type { QuoteConfig } from '../../../contract/quote-config.ts'
import { addOp, nextSetup, type Build, type Draft } from './builder.ts'
import { holeOps } from './hole-ops.ts'
import { emitGroup, machiningGroups } from './machining.ts'
import { describePart, type Part } from './part.ts'
import { finishingSteps } from './finishing.ts'
import { BATCH_QTY, STRESS_RELIEF_REMOVAL } from './rules.ts'
import { assignTimes, machiningMinutes, timedOn, unplaced } from './times.ts'
import { BETWEEN_CRAFTS, emitHeat, heatReason, heatSteps, HARDENING_CRAFTS, type HeatStep } from './treatments.ts'
import type { PlanInput, PlannedOperation, PlanResult } from './types.ts'
import { reamedHoles } from './holes.ts'
import { blankSizeText } from '../blank/size-text.ts'

/**
 * Plans a part's route: the part is classified and its access
 * directions found, machines and setups chosen, then the route's stages are laid out and each
 * operation given a craft, a machine and tools from the enabled libraries and minutes from the
 * quote's time model. Pure and deterministic: the same inputs give the same route.
 */
export function planRoute(input: PlanInput, libraries: LibraryOptions, config: QuoteConfig): PlanResult {
  return planPart(describePart(input, config), libraries, config)
}

/**
 * Plans a part already described (class, access directions, features): a quote describes its part
 * once and plans each quantity it prices, since machine choice and batch fixtures depend on it.
 */
export function planPart(part: Part, libraries: LibraryOptions, config: QuoteConfig): PlanResult {
  const rotational = part.cls === 'rotational'
  // Machines are chosen on the minutes without handling (each choice adds its own setups'), then
  // the route is timed on the machine and setups it got.
  const base = machiningMinutes(part.resolved, config, unplaced(rotational))
  const tPart = base ? Object.values(base).reduce((s, m) => s + m, 0) : 0
  const b: Build = { part, libraries, ops: [], setups: 0 }
  const blank = prepSteps(b)
  const groups = machiningGroups(part, libraries, config, tPart)
  const heat = heatSteps(b)
  const between: HeatStep[] = heat.steps.filter((s) => BETWEEN_CRAFTS.has(s.craft))
  const later = heat.steps.filter((s) => !BETWEEN_CRAFTS.has(s.craft))
  const stressRule = part.material.class === 'Al' && (part.removalRatio > STRESS_RELIEF_REMOVAL || part.thinWall)
  if (stressRule && !between.some((s) => s.craft === 'CR-STRESS')) between.push({ craft: 'CR-STRESS', item: null })
  const hardenedLater = later.some((s) => HARDENING_CRAFTS.has(s.craft))
  // Fits are reamed in the finishing setups unless a treatment follows that would move them; then
  // after it (stage table: precision holes come after heat treatment).
  const reamed = reamedHoles(part.holes, part.resolved.features, part.main)
  const ctx = { reamed: later.length > 0 ? [] : reamed }
  if (part.quantity >= BATCH_QTY && groups.length > 1) {
    addOp(b, 'CR-SOFT-JAW', {
      kinds: groups[0]!.kinds,
      reason: { code: 'plan.reason.softJaw', params: { quantity: part.quantity } },
    })
  }
  const firstMachining = b.ops.length
  if (between.length > 0) {
    for (const g of groups) emitGroup(b, g, ['rough'], ctx)
    for (const s of between) emitHeat(b, s, heatReason(s, part))
    for (const g of groups) emitGroup(b, g, ['finish'], ctx)
  } else {
    for (const g of groups) emitGroup(b, g, ['rough', 'finish'], ctx)
  }
  if (!base && b.ops[firstMachining]) b.ops[firstMachining].review.push({ code: 'plan.review.noModel', params: {} })
  for (const s of later) emitHeat(b, s, heatReason(s, part))
  if (later.length > 0 && reamed.length > 0) {
    const kinds = (groups.find((g) => !g.turning) ?? groups[0]!).kinds
    holeOps(b, [], reamed, nextSetup(b), kinds, hardenedLater)
  }
  finishingSteps(b, { hardened: hardenedLater, reamed: reamed.length, unmapped: heat.unmapped })
  const minutes = machiningMinutes(part.resolved, config, timedOn(b.ops, libraries, config, rotational))
  assignTimes(b.ops, libraries, minutes, part.quantity)
  return { context: contextOf(part, blank), operations: b.ops.map(stored) }
}

/** Incoming check and cutting the blank (sequence numbers 18–30); returns the blank as worded. */
function prepSteps(b: Build): string {
  const part = b.part
  const prep = addOp(b, 'CR-PREP', {
    kinds: ['bench'],
    // The key lets the reader's words replace a seeded name (铝合金 6061 → Aluminium 6061).
    reason: {
      code: 'plan.reason.prep',
      params: { material: part.material.name ?? part.material.key, materialKey: part.material.key },
    },
  })
  const unknown = part.resolved.unknownMaterial
  if (unknown) prep.review.push({ code: 'plan.review.unknownMaterial', params: { term: unknown } })
  const blank = blankText(part)
  if (part.cls === 'sheet') {
    addOp(b, 'CR-LASER', { reason: { code: 'plan.reason.laserBlank', params: { blank } } })
  } else {
    addOp(b, 'CR-SAW', {
      kinds: ['saw'],
      reason: { code: 'plan.reason.sawBlank', params: { blank } },
      tools: [{ type: 'saw-blade' }],
    })
  }
  return blank
}

/** Drops the build-only fields and settles needsReview from the review notes. */
function stored(d: Draft): PlannedOperation {
  const { weight: _w, perBatch: _p, ...op } = d
  return { ...op, needsReview: op.review.length > 0 }
}

function blankText(part: Part): string {
  const blank = part.resolved.geometry?.value.blank
  if (!blank) return ''
  return blankSizeText(blank)
}

function contextOf(part: Part, blank: string): PlanContext {
  const names = (items: { name: string }[]) => (items.length > 0 ? items.map((i) => i.name).join(' + ') : null)
  return {
    partClass: part.cls,
    material: part.material.key,
    materialName: part.material.name ?? part.material.key,
    quantity: part.quantity,
    bbox: part.dims ? { x: part.dims[0], y: part.dims[1], z: part.dims[2] } : null,
    blank,
    heatTreatment: names(part.heat),
    surfaceTreatment: names(part.surface),
    accessDirections: part.sides,
  }
}
