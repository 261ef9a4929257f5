import type { EquipmentType, LibraryOptions } from '../../../contract/process-library.ts'
import type { QuoteConfig } from '../../../contract/quote-config.ts'
import { addOp, nextSetup, type Build } from './builder.ts'
import { axisOf, sortSides } from './directions.ts'
import { machineOf } from './equipment.ts'
import { holeOps } from './hole-ops.ts'
import type { PlanHole } from './holes.ts'
import { hasLiveTooling, latheSides, millPlan, turningKinds } from './machines.ts'
import type { Part } from './part.ts'
import { DEEP_POCKET_RATIO, WIRE_CORNER_RADIUS } from './rules.ts'
import type { ToolNeed } from './tools.ts'
import type { PlanMessage } from './types.ts'

/** One machine clamping: the sides it reaches and the kinds of machine it asks for. */
export interface Group {
  kinds: EquipmentType[]
  sides: string[]
  turning: boolean
  review: PlanMessage[]
}

/**
 * The setups of the part and their machines: a rotational part is turned,
 * then milled where the lathe cannot reach unless the turning machine has live tools; a prismatic
 * part is milled on the kind that is cheapest for its sides.
 */
export function machiningGroups(part: Part, libraries: LibraryOptions, config: QuoteConfig, tPart: number): Group[] {
  if (part.cls === 'rotational') {
    const kinds = turningKinds(part)
    const turnKind = kinds.find((k) => machineOf(libraries, k, part.dims)) ?? kinds[0]!
    const live = hasLiveTooling(turnKind)
    const lathe = { kinds: [turnKind, ...kinds.filter((k) => k !== turnKind)], turning: true, review: [] }
    // Sides the mill takes: those off the turning axis, and the ends holes off the centreline are drilled from.
    const off = sortSides(
      [...part.sides.filter((s) => axisOf(s) !== part.main), ...part.offCentre.map((h) => h.side)],
      part.main,
    )
    if (live || off.length === 0) return [{ ...lathe, sides: live ? part.sides : latheSides(part.sides, part.main) }]
    const mill = millPlan(off, part, libraries, config, tPart)
    const mills = mill.groups.map((sides, i) => ({
      kinds: mill.kinds,
      sides,
      turning: false,
      review: i === 0 ? mill.review : [],
    }))
    return [{ ...lathe, sides: latheSides(part.sides, part.main) }, ...mills]
  }
  const mill = millPlan(part.sides, part, libraries, config, tPart)
  return mill.groups.map((sides, i) => ({
    kinds: mill.kinds,
    sides,
    turning: false,
    review: i === 0 ? mill.review : [],
  }))
}

type Phase = 'rough' | 'finish'

/** What the phases need besides the part: the fits reamed in the finishing setups. */
export interface PhaseContext {
  reamed: PlanHole[]
}

/**
 * Emits a group's operations of the given phases in one clamping (a new setup number when it
 * emits anything). Roughing and finishing share the clamping unless a treatment separates them.
 */
export function emitGroup(b: Build, g: Group, phases: Phase[], ctx: PhaseContext) {
  let setup = 0
  const at = () => (setup ||= nextSetup(b))
  const p = b.part
  const kinds = g.kinds
  const prismatic = p.cls !== 'rotational'
  const before = b.ops.length
  if (phases.includes('rough')) {
    if (g.turning) {
      const size = { diameter: Math.round(p.turned?.diameter ?? 0), length: Math.round(p.turned?.length ?? 0) }
      addOp(b, 'CR-FACE', {
        setup: at(),
        kinds,
        reason: { code: 'plan.reason.facing', params: {} },
        tools: [{ type: 'turning-insert' }, { type: 'center-drill' }],
      })
      addOp(b, 'CR-TURN-R', {
        setup: at(),
        kinds,
        reason: { code: 'plan.reason.roughTurning', params: size },
        tools: [{ type: 'turning-insert' }],
      })
    } else if (prismatic) {
      addOp(b, 'CR-MILL-R', {
        setup: at(),
        kinds,
        reason: { code: 'plan.reason.roughMilling', params: { sides: g.sides.join(' ') } },
        tools: [{ type: 'face-mill' }, { type: 'end-mill', maxDiameter: 20 }],
      })
    }
  }
  if (phases.includes('finish')) finishOps(b, g, ctx, at)
  // The machine choice's own notes (compound angles on a 3-axis) go on the group's first operation.
  if (b.ops.length > before && g.review.length > 0) {
    b.ops[before]!.review.unshift(...g.review)
    b.ops[before]!.needsReview = true
    g.review = []
  }
}

function finishOps(b: Build, g: Group, ctx: PhaseContext, at: () => number) {
  const p = b.part
  const kinds = g.kinds
  const mine = <T extends { side: string }>(items: T[]) => items.filter((i) => g.sides.includes(i.side))
  const prismatic = p.cls !== 'rotational'
  const ra = p.finestRa
  if (g.turning) {
    addOp(b, 'CR-TURN-F', {
      setup: at(),
      kinds,
      reason: { code: 'plan.reason.finishTurning', params: { ra } },
      tools: [{ type: 'turning-insert' }],
      featureIds: [...p.turnedIds, ...mine(p.chamfers).map((f) => f.id)],
    })
    if (p.grooves.length > 0) {
      const width = Math.min(...p.grooves.map((f) => f.width ?? Infinity))
      addOp(b, 'CR-GROOVE', {
        setup: at(),
        kinds,
        source: '3d',
        reason: { code: 'plan.reason.grooving', params: { count: p.grooves.length } },
        tools: [{ type: 'grooving-insert', ...(Number.isFinite(width) ? { maxDiameter: width } : {}) }],
        featureIds: p.grooves.map((f) => f.id),
        weight: p.grooves.length,
      })
    }
  }
  const milled = mine(p.milled)
  // An inside fillet is left by a cutter whose corner radius is no larger than the fillet's.
  const fillets = mine(p.fillets)
  const filletTools: ToolNeed[] =
    fillets.length > 0 ? [{ type: 'ball-mill', maxDiameter: 2 * Math.min(...fillets.map((f) => f.cornerRadius!)) }] : []
  if (milled.length > 0) {
    const radius = Math.min(...milled.map((f) => f.cornerRadius ?? Infinity))
    const width = Math.min(...milled.map((f) => f.width ?? Infinity))
    const review: PlanMessage[] = []
    if (radius < WIRE_CORNER_RADIUS) review.push({ code: 'plan.review.smallCornerRadius', params: { radius } })
    const deep = Math.max(...milled.map((f) => (f.depth ?? 0) / (f.width ?? Infinity)))
    if (deep > DEEP_POCKET_RATIO)
      review.push({ code: 'plan.review.deepPocket', params: { ratio: Math.round(deep * 10) / 10 } })
    const maxDiameter = Math.min(20, Number.isFinite(radius) ? 2 * radius : 20, Number.isFinite(width) ? width : 20)
    addOp(b, 'CR-POCKET', {
      setup: at(),
      kinds,
      source: '3d',
      review,
      reason: { code: 'plan.reason.pockets', params: { count: milled.length } },
      tools: [{ type: 'end-mill', maxDiameter }, ...filletTools],
      featureIds: [...milled, ...fillets].map((f) => f.id),
      weight: milled.length,
    })
  }
  const loose = milled.length > 0 ? [] : fillets
  const keyways = mine(p.keyways)
  if (keyways.length > 0) {
    const width = Math.min(...keyways.map((f) => f.width ?? 20))
    addOp(b, 'CR-KEYWAY', {
      setup: at(),
      kinds,
      source: '3d',
      reason: { code: 'plan.reason.keyway', params: { width: Math.round(width * 10) / 10 } },
      tools: [{ type: 'keyseat-cutter', maxDiameter: width }],
      featureIds: keyways.map((f) => f.id),
      weight: keyways.length,
    })
  }
  // On a rotational part a lathe without live tools drills only on the centreline; the holes off it
  // (a bolt circle, cross holes) are drilled in the mill setups that follow.
  const live = g.turning && hasLiveTooling(g.kinds[0])
  const reaches = (h: PlanHole) =>
    !p.offAxis || live || (g.turning ? !p.offCentre.includes(h) : p.offCentre.includes(h))
  const holes = mine(p.holes).filter(reaches)
  const reamed = mine(ctx.reamed).filter(reaches)
  if (holes.length + reamed.length > 0) {
    holeOps(b, holes, reamed, at(), kinds, false)
  }
  if (prismatic) {
    const review = p.thinWall ? [{ code: 'plan.review.thinWall', params: {} } as const] : []
    const chamfers = mine(p.chamfers).map((f) => f.id)
    const chamfer = chamfers.length > 0 ? [{ type: 'chamfer-mill' as const }] : []
    // Fillets of a setup with no pocket to cut them with are finished with the faces they blend.
    const blends = loose.length > 0 ? filletTools : []
    addOp(b, 'CR-MILL-F', {
      setup: at(),
      kinds,
      review,
      reason: { code: 'plan.reason.finishMilling', params: { ra, sides: g.sides.join(' ') } },
      tools: [{ type: 'end-mill', maxDiameter: 20 }, { type: 'face-mill' }, ...chamfer, ...blends],
      featureIds: [...chamfers, ...loose.map((f) => f.id)],
    })
  }
}
