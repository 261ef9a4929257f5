import type { EquipmentType } from '../../../contract/process-library.ts'
import { addOp, type Build } from './builder.ts'
import type { PlanHole } from './holes.ts'
import { GUN_DRILL_RATIO, PECK_RATIO, REAM_MAX_DIAMETER, TAP_MAX_SIZE, TOUGH_MATERIALS } from './rules.ts'
import type { ToolNeed } from './tools.ts'
import type { PlanMessage } from './types.ts'

// Hole routes by tolerance and thread size: drill (peck when deep), bore
// what is too large to drill, counterbore, tap or thread-mill, and ream or fine-bore H7 fits.

/** Larger holes are interpolated or bored, as pricing leaves them out of drilling. */
const MAX_DRILL_DIAMETER = 30

const ids = (holes: PlanHole[]) => holes.flatMap((h) => h.featureIds)
const sourceOf = (holes: PlanHole[]) => (ids(holes).length > 0 ? '3d' : holes.some((h) => h.thread) ? '2d' : 'rule')
const sizes = (holes: PlanHole[]) => [...new Set(holes.map((h) => h.diameter))].sort((a, b) => a - b)
const round1 = (n: number) => Math.round(n * 10) / 10

function drill(b: Build, holes: PlanHole[], setup: number, kinds: readonly EquipmentType[]) {
  const normal = holes.filter((h) => h.depthRatio <= PECK_RATIO)
  const deep = holes.filter((h) => h.depthRatio > PECK_RATIO)
  const tools = (hs: PlanHole[]): ToolNeed[] => [
    { type: 'spot-drill' },
    ...sizes(hs).map((d) => ({ type: 'drill' as const, diameter: d })),
  ]
  const common = { setup, kinds, source: sourceOf(holes) } as const
  if (normal.length > 0) {
    const reason = {
      code: 'plan.reason.drilling',
      params: { count: normal.length, sizes: sizes(normal).map(round1).join('/') },
    } as const
    addOp(b, 'CR-DRILL', { ...common, reason, tools: tools(normal), weight: normal.length, featureIds: ids(normal) })
  }
  if (deep.length > 0) {
    const ratio = round1(Math.max(...deep.map((h) => h.depthRatio)))
    addOp(b, 'CR-DRILL-DEEP', {
      ...common,
      reason: { code: 'plan.reason.deepDrilling', params: { count: deep.length, ratio } },
      tools: tools(deep),
      weight: deep.length,
      featureIds: ids(deep),
      review: [{ code: ratio > GUN_DRILL_RATIO ? 'plan.review.gunDrill' : 'plan.review.deepHole', params: { ratio } }],
    })
  }
}

function threads(b: Build, holes: PlanHole[], setup: number, kinds: readonly EquipmentType[]) {
  const tough = (TOUGH_MATERIALS as readonly string[]).includes(b.part.material.class)
  const threaded = holes.filter((h) => h.thread !== null)
  const milled = threaded.filter((h) => tough || Number(h.thread!.slice(1)) > TAP_MAX_SIZE)
  const tapped = threaded.filter((h) => !milled.includes(h))
  const featureIds = (hs: PlanHole[]) => hs.flatMap((h) => (h.threadFeatureId ? [h.threadFeatureId] : h.featureIds))
  for (const [craft, hs, code] of [
    ['CR-TAP', tapped, 'plan.reason.tapping'],
    ['CR-THREAD-MILL', milled, 'plan.reason.threadMilling'],
  ] as const) {
    if (hs.length === 0) continue
    const names = [...new Set(hs.map((h) => h.thread!))]
    const type = craft === 'CR-TAP' ? 'tap' : 'thread-mill'
    const unmatched = hs.filter((h) => h.unmatched).length
    addOp(b, craft, {
      setup,
      kinds,
      source: sourceOf(hs),
      reason: { code, params: { count: hs.length, sizes: names.join('/') } },
      tools: names.map((size) => ({ type, size })),
      weight: hs.length,
      featureIds: featureIds(hs),
      review: unmatched > 0 ? [{ code: 'plan.review.threadUnmatched', params: { count: unmatched } }] : [],
    })
  }
}

/** Kinds of machine that turn: on them a hole on the centreline is bored, not milled. */
const TURNING: readonly EquipmentType[] = ['lathe', 'turn-mill', 'swiss']

/**
 * Counterbores and countersinks, cut after their holes are drilled: a flat-bottom counterbore by a
 * counterbore tool of its own diameter (a twist drill of that size would leave a cone), a
 * countersink by a countersink tool at least as large as its mouth. On the centreline of a turned
 * part both are bored in the turning setup, as a stepped bore is.
 */
function mouths(b: Build, holes: PlanHole[], setup: number, kinds: readonly EquipmentType[]) {
  const common = { setup, kinds } as const
  const turned = (h: PlanHole) => TURNING.includes(kinds[0]!) && !b.part.offCentre.includes(h)
  const featureIds = (h: PlanHole) =>
    [h.counterbore?.featureId, h.countersink?.featureId].flatMap((id) => (id ? [id] : []))
  const onLathe = holes.filter((h) => (h.counterbored || h.countersink) && turned(h))
  if (onLathe.length > 0) {
    const widest = Math.min(...onLathe.map((h) => h.counterbore?.diameter ?? h.countersink?.diameter ?? h.diameter))
    addOp(b, 'CR-BORE-R', {
      ...common,
      source: sourceOf(onLathe),
      reason: { code: 'plan.reason.boring', params: { count: onLathe.length } },
      tools: [{ type: 'boring-bar', maxDiameter: widest }],
      weight: onLathe.length,
      featureIds: onLathe.flatMap(featureIds),
    })
  }
  const cbored = holes.filter((h) => h.counterbored && !turned(h))
  if (cbored.length > 0) {
    const known = cbored.flatMap((h) => (h.counterbore ? [h.counterbore.diameter] : []))
    // A stack whose counterbore size is unknown: any counterbore up to twice the hole.
    const unknown = cbored.filter((h) => !h.counterbore)
    const tools: ToolNeed[] = [
      ...[...new Set(known)].sort((x, y) => x - y).map((d) => ({ type: 'counterbore' as const, diameter: d })),
      ...(unknown.length > 0
        ? [{ type: 'counterbore' as const, maxDiameter: 2 * Math.max(...unknown.map((h) => h.diameter)) }]
        : []),
    ]
    addOp(b, 'CR-CBORE', {
      ...common,
      source: sourceOf(cbored),
      reason: { code: 'plan.reason.counterbore', params: { count: cbored.length } },
      tools,
      weight: cbored.length,
      featureIds: cbored.flatMap((h) => (h.counterbore?.featureId ? [h.counterbore.featureId] : h.featureIds)),
    })
  }
  const sunk = holes.filter((h) => h.countersink && !turned(h))
  if (sunk.length > 0) {
    const largest = Math.max(...sunk.map((h) => h.countersink!.diameter))
    addOp(b, 'CR-CBORE', {
      ...common,
      source: '3d',
      reason: { code: 'plan.reason.countersink', params: { count: sunk.length, diameter: round1(largest) } },
      tools: [{ type: 'countersink', minDiameter: largest }],
      weight: sunk.length,
      featureIds: sunk.flatMap((h) => (h.countersink!.featureId ? [h.countersink!.featureId] : [])),
    })
  }
}

/** Every hole route of one setup, in machining order. */
export function holeOps(
  b: Build,
  holes: PlanHole[],
  reamed: PlanHole[],
  setup: number,
  kinds: readonly EquipmentType[],
  hardened: boolean,
) {
  const drilled = holes.filter((h) => h.diameter <= MAX_DRILL_DIAMETER)
  const bored = holes.filter((h) => h.diameter > MAX_DRILL_DIAMETER)
  if (drilled.length > 0) drill(b, drilled, setup, kinds)
  if (bored.length > 0) {
    addOp(b, 'CR-BORE-R', {
      setup,
      kinds,
      source: sourceOf(bored),
      reason: { code: 'plan.reason.boring', params: { count: bored.length } },
      tools: [
        { type: 'boring-bar', maxDiameter: Math.min(...bored.map((h) => h.diameter)) },
        { type: 'end-mill', maxDiameter: 20 },
      ],
      weight: bored.length,
      featureIds: ids(bored),
    })
  }
  mouths(b, holes, setup, kinds)
  threads(b, holes, setup, kinds)
  const review: PlanMessage[] = hardened ? [{ code: 'plan.review.hardenedHole', params: {} }] : []
  // A fit the drawing calls that no hole of the model matches: its size, and so its reamer, is a person's call.
  const unsized = reamed.filter((h) => h.diameter === 0).length
  if (unsized > 0) review.push({ code: 'plan.review.fitUnknown', params: { count: unsized } })
  for (const [craft, hs, code] of [
    ['CR-REAM', reamed.filter((h) => h.diameter <= REAM_MAX_DIAMETER), 'plan.reason.reaming'],
    ['CR-BORE-F', reamed.filter((h) => h.diameter > REAM_MAX_DIAMETER), 'plan.reason.finishBoring'],
  ] as const) {
    if (hs.length === 0) continue
    const tools: ToolNeed[] =
      craft === 'CR-REAM'
        ? sizes(hs).flatMap((d) => (d > 0 ? [{ type: 'reamer' as const, diameter: d }] : []))
        : [{ type: 'boring-bar', maxDiameter: Math.min(...hs.map((h) => h.diameter)) }]
    addOp(b, craft, {
      setup,
      kinds,
      source: '2d',
      reason: { code, params: { count: hs.length } },
      tools,
      weight: hs.length,
      featureIds: ids(hs),
      review,
    })
  }
}
