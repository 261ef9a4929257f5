import { beforeAll, describe, expect, it } from 'vitest'
import { analyzeModel, type GeometryReport, type RecognisedFeature } from '../../../../server/engine/index.ts'
import { defaultLibraryOptions, type PlannedOperation } from '../../../../server/engine/planning/index.ts'
import { fixture } from '../support/fixtures.ts'
import { countByKind, matchesKnown, type Known } from '../support/known-features.ts'
import { plan, without } from './helpers.ts'
import { blockDrawing, blockGeometry, feature, shaftDrawing, shaftGeometry } from './parts.ts'

// Parts made by scripts/fixtures/make-plan-parts.py (FreeCAD 0.20.2, OpenCASCADE): a hub flange
// with a bolt circle, a plate with counterbores and countersinks, a pocket with an R3 inside fillet
// and an angled blind port. Every expected feature is a construction parameter of that script.
type Truth = { volume: number; partClass: string | null; features: Known[] }
const PARTS = JSON.parse(new TextDecoder().decode(fixture('3d/plan/parts.json'))) as Record<string, Truth>

const reports = new Map<string, GeometryReport>()
beforeAll(async () => {
  for (const name of Object.keys(PARTS)) {
    reports.set(name, await analyzeModel(fixture(`3d/plan/${name}`), { fileName: name }))
  }
}, 120_000)

describe.each(Object.keys(PARTS))('recognition on %s', (name) => {
  const truth = PARTS[name]!
  const report = () => reports.get(name)!

  it('reads the solid FreeCAD built, of its class', () => {
    expect(Math.abs(report().volume - truth.volume) / truth.volume).toBeLessThan(0.005)
    if (truth.partClass) expect(report().partClass).toBe(truth.partClass)
  })

  it.each(truth.features.map((f) => [`${f.count ?? 1}× ${f.kind}`, f] as const))('finds %s', (_, want) => {
    const found = report().features!
    const hits = found.filter((f) => matchesKnown(f, want, report()))
    expect(hits, JSON.stringify(found.filter((f) => f.kind === want.kind))).toHaveLength(want.count ?? 1)
  })

  it('reports no other features', () => {
    expect(countByKind(report().features!)).toEqual(countByKind(truth.features))
  })
})

const libraries = defaultLibraryOptions()
const toolType = (code: string) => libraries.tools.find((t) => t.code === code)!.type
const toolOf = (code: string) => libraries.tools.find((t) => t.code === code)!
const machineKind = (code: string | null) => libraries.equipment.find((e) => e.code === code)?.type ?? null
const ids = (report: GeometryReport, test: (f: RecognisedFeature) => boolean) =>
  report.features!.filter(test).map((f) => f.id)
const covering = (ops: PlannedOperation[], id: string) => ops.filter((o) => o.featureIds.includes(id))

describe('operations for every feature kind', () => {
  it('drills a quantity-1 flange’s bolt circle in a mill setup after turning, never on the plain lathe', () => {
    const report = reports.get('flange.step')!
    const { operations } = plan(report, null, 1)
    const bolts = ids(report, (f) => f.kind === 'hole' && f.diameter === 9)
    expect(bolts).toHaveLength(6)
    const turning = operations.find((o) => o.craftCode === 'CR-TURN-F')!
    for (const id of bolts) {
      const [drill, ...more] = covering(operations, id)
      expect(more).toEqual([])
      expect(drill).toMatchObject({ craftCode: 'CR-DRILL' })
      expect(machineKind(drill!.equipmentCode)).toMatch(/^vmc/)
      expect(drill!.setup).toBeGreaterThan(turning.setup)
    }
    // The bore on the centreline stays on the lathe.
    const bore = ids(report, (f) => f.kind === 'hole' && f.diameter === 30)[0]!
    expect(covering(operations, bore).map((o) => machineKind(o.equipmentCode))).toEqual(['lathe'])
  })

  it('drills the bolt circle on the live-tooling lathe in batches, or in a mill setup when it is disabled', () => {
    const report = reports.get('flange.step')!
    const bolt = ids(report, (f) => f.kind === 'hole' && f.diameter === 9)[0]!
    const batch = plan(report, null, 100).operations
    const [drill] = covering(batch, bolt)
    expect(machineKind(drill!.equipmentCode)).toBe('turn-mill')
    expect(drill!.setup).toBe(batch.find((o) => o.craftCode === 'CR-TURN-F')!.setup)
    const noLive = plan(report, null, 100, {}, without(['EQ-TURNMILL', 'EQ-SWISS'])).operations
    expect(machineKind(covering(noLive, bolt)[0]!.equipmentCode)).toMatch(/^vmc/)
  })

  it('drills counterbored and countersunk holes at their pilot size, then counterbores and countersinks them', () => {
    const report = reports.get('cbore-plate.step')!
    const { operations } = plan(report, null, 10)
    const drill = operations.find((o) => o.craftCode === 'CR-DRILL')!
    expect(drill.toolCodes.map(toolType)).toEqual(['spot-drill', 'drill', 'drill'])
    expect(drill.toolCodes.map((c) => toolOf(c).diameter).slice(1)).toEqual([6.6, 9])
    const [cbore, csink] = operations.filter((o) => o.craftCode === 'CR-CBORE')
    expect(cbore!.featureIds.sort()).toEqual(ids(report, (f) => f.kind === 'counterbore').sort())
    expect(cbore!.toolCodes.map((c) => [toolType(c), toolOf(c).diameter])).toEqual([['counterbore', 11]])
    // The library has no Ø14 counterbore: a person's look, as for any tool it lacks.
    expect(cbore!.review).toContainEqual({
      code: 'plan.review.noTool',
      params: { type: 'counterbore', size: 'Ø14 mm' },
    })
    expect(csink!.featureIds.sort()).toEqual(ids(report, (f) => f.kind === 'countersink').sort())
    expect(csink!.toolCodes.map(toolType)).toEqual(['countersink'])
    expect(toolOf(csink!.toolCodes[0]!).diameter).toBeGreaterThanOrEqual(12.8)
    // Ø14.0 is the M16 tap drill, but a counterbore is not a tapped hole.
    expect(operations.filter((o) => ['CR-TAP', 'CR-THREAD-MILL'].includes(o.craftCode))).toEqual([])
    for (const o of [drill, cbore!, csink!]) expect(machineKind(o.equipmentCode)).toMatch(/^vmc/)
  })

  it('cuts the pocket’s R3 inside fillet with a ball mill of radius R3 or less', () => {
    const report = reports.get('fillet-block.step')!
    const fillet = ids(report, (f) => f.kind === 'fillet')[0]!
    const [op, ...more] = covering(plan(report, null, 10).operations, fillet)
    expect(more).toEqual([])
    expect(op!.craftCode).toBe('CR-POCKET')
    const ball = op!.toolCodes.filter((c) => toolType(c) === 'ball-mill')
    expect(ball).toHaveLength(1)
    expect(toolOf(ball[0]!).diameter! / 2).toBeLessThanOrEqual(3)
  })

  it('drills the angled blind port from its open end on a mill that reaches the angle, flagged when none can', () => {
    const report = reports.get('angled-port.step')!
    const port = ids(report, (f) => f.kind === 'hole')[0]!
    const [drill] = covering(plan(report, null, 5).operations, port)
    expect(drill!.craftCode).toBe('CR-DRILL')
    expect(['vmc4', 'vmc5']).toContain(machineKind(drill!.equipmentCode))
    expect(drill!.needsReview).toBe(false)
    const ops = plan(report, null, 5, {}, without(['EQ-VMC4', 'EQ-VMC5'])).operations
    expect(covering(ops, port)[0]!.craftCode).toBe('CR-DRILL')
    expect(ops.flatMap((o) => o.review.map((r) => r.code))).toContain('plan.review.compoundAngles')
  })

  it('counterbores from below in the clamping that drills the hole from below', () => {
    const g = blockGeometry()
    const up: [number, number, number] = [0, 0, 1]
    const hole = feature('hole-9', 'hole', [[0, 0, -1], up], {
      diameter: 9,
      depth: 15,
      through: true,
      center: [80, 30, 7.5],
    })
    const cb = feature('counterbore-1', 'counterbore', [up], { diameter: 15, depth: 9, center: [80, 30, 4.5] })
    const { operations } = plan({ ...g, features: [...g.features!, hole, cb] }, blockDrawing())
    const [drill] = covering(operations, 'hole-9')
    const [cbore] = covering(operations, 'counterbore-1')
    expect(cbore).toMatchObject({ craftCode: 'CR-CBORE', setup: drill!.setup })
    expect(cbore!.toolCodes).toEqual(['T-CB-M8'])
    expect(operations.find((o) => o.craftCode === 'CR-MILL-R' && o.setup === drill!.setup)!.reason.params).toEqual({
      sides: '-Z',
    })
  })

  it('finishes an inside fillet with no pocket beside it with a ball mill; an outside round needs none', () => {
    const g = blockGeometry()
    const inside = feature('fillet-1', 'fillet', [[0, 0, 1]], { size: 3, inside: true })
    const round = feature('fillet-2', 'fillet', [[0, 0, 1]], { size: 2, inside: false })
    const { operations } = plan({ ...g, features: [...g.features!, inside, round] }, blockDrawing())
    const [op, ...more] = covering(operations, 'fillet-1')
    expect(more).toEqual([])
    expect(op!.craftCode).toBe('CR-MILL-F')
    expect(op!.toolCodes.filter((c) => toolType(c) === 'ball-mill')).toEqual(['T-BM-6'])
    expect(covering(operations, 'fillet-2')).toEqual([])
  })

  it('bores a counterbore on a turned part’s centreline in the turning setup, on the lathe', () => {
    const g = shaftGeometry()
    const end: [number, number, number] = [-1, 0, 0]
    const hole = feature('hole-9', 'hole', [end], { diameter: 10, depth: 20, center: [100, 15, 15] })
    const cb = feature('counterbore-1', 'counterbore', [end], { diameter: 20, depth: 8, center: [116, 15, 15] })
    const { operations } = plan({ ...g, features: [...g.features!, hole, cb] }, shaftDrawing())
    const [bore, ...more] = covering(operations, 'counterbore-1')
    expect(more).toEqual([])
    expect(bore).toMatchObject({ craftCode: 'CR-BORE-R', equipmentCode: 'EQ-LATHE' })
    expect(bore!.toolCodes.map(toolType)).toEqual(['boring-bar'])
    expect(covering(operations, 'hole-9').map((o) => o.equipmentCode)).toEqual(['EQ-LATHE'])
    expect(operations.filter((o) => o.craftCode === 'CR-CBORE')).toEqual([])
  })
})
