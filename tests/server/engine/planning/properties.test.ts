import { describe, expect, it } from 'vitest'
import type { ProcessStage } from '../../../../contract/process-library.ts'
import { holds } from '../../../../server/engine/planning/equipment.ts'
import {
  defaultLibraryOptions,
  validateRoute,
  type PlannedOperation,
} from '../../../../server/engine/planning/index.ts'
import { zhCN as processPlanZhCN } from '../../../../server/lib/messages.ts'
import { generatePart, prng } from './generated-parts.ts'
import { machiningMinutes, plan, quotedPartMinutes, without } from './helpers.ts'

const PARTS = 300
const MACHINING: ProcessStage[] = [
  'turning',
  'rough-milling',
  'drilling',
  'threading',
  'profiling',
  'finishing',
  'precision',
  'wire-edm',
]
const where = (ops: PlannedOperation[], stages: ProcessStage[]) =>
  ops.flatMap((o, i) => (stages.includes(o.stage) ? [i] : []))
const all = <T>(xs: T[], p: (x: T) => boolean) => xs.every(p)

describe(`planRoute over ${PARTS} generated parts`, () => {
  const cases = Array.from({ length: PARTS }, (_, seed) => {
    const part = generatePart(seed + 1)
    // Every third part is planned with some rows disabled, as a shop's libraries may be.
    const r = prng(seed + 7)
    const disabled =
      seed % 3 === 0
        ? [
            r.pick(['EQ-VMC5', 'EQ-VMC4', 'EQ-GANTRY', 'EQ-LATHE', 'EQ-GRIND-S']),
            r.pick(['CR-TAP', 'CR-KEYWAY', 'CR-POCKET']),
            r.pick(['T-DR-5.0', 'T-EM-AL-6', 'T-KS-8']),
          ]
        : []
    const libraries = disabled.length > 0 ? without(disabled) : defaultLibraryOptions()
    return { seed, part, libraries, route: plan(part.geometry, part.drawing, part.quantity, {}, libraries) }
  })

  it('places 调质 after roughing and before finishing, grinding after hardening', () => {
    for (const { seed, route } of cases) {
      const ops = route.operations
      const rough = where(ops, ['turning', 'rough-milling'])
      const finish = where(ops, ['finishing'])
      for (const i of where(ops, ['stress-relief'])) {
        expect(all(rough, (r) => r < i) && all(finish, (f) => f > i), `seed ${seed}`).toBe(true)
      }
      const heat = where(ops, ['heat-treatment', 'stress-relief'])
      for (const i of where(ops, ['precision']))
        expect(
          all(heat, (h) => h < i),
          `seed ${seed}`,
        ).toBe(true)
    }
  })

  it('puts surface treatment after all machining and deburring, and ends with final inspection then packaging', () => {
    for (const { seed, route } of cases) {
      const ops = route.operations
      const before = where(ops, [...MACHINING, 'deburr'])
      for (const i of where(ops, ['surface-treatment']))
        expect(
          all(before, (m) => m < i),
          `seed ${seed}`,
        ).toBe(true)
      expect(
        ops.slice(-2).map((o) => o.craftCode),
        `seed ${seed}`,
      ).toEqual(['CR-FINAL', 'CR-PACK'])
      expect(
        validateRoute(ops, route.context, defaultLibraryOptions()).issues.filter(
          (i) => i.code !== 'plan.issue.libraryProblem' && i.code !== 'plan.issue.needsReview',
        ),
      ).toEqual([])
    }
  })

  it('chooses only machines that hold the part and that the craft allows', () => {
    for (const { seed, route, libraries, part } of cases) {
      const dims = [part.geometry.bbox.size.x, part.geometry.bbox.size.y, part.geometry.bbox.size.z]
      for (const op of route.operations.filter((o) => o.equipmentCode !== null)) {
        const e = libraries.equipment.find((x) => x.code === op.equipmentCode)!
        expect(holds(e, dims), `seed ${seed} ${op.craftCode} on ${e.code}`).toBe(true)
        expect(libraries.crafts.find((c) => c.code === op.craftCode)!.equipmentTypes).toContain(e.type)
      }
    }
  })

  it('names only enabled crafts, machines and tools, or flags the operation for review', () => {
    for (const { seed, route, libraries } of cases) {
      for (const op of route.operations) {
        const craft = libraries.crafts.find((c) => c.code === op.craftCode)
        const served =
          craft !== undefined &&
          (op.equipmentCode !== null || craft.equipmentTypes.length === 0) &&
          op.toolCodes.every((t) => libraries.tools.some((x) => x.code === t))
        if (!served) expect(op.needsReview, `seed ${seed} ${op.craftCode}`).toBe(true)
        expect(op.needsReview).toBe(op.review.length > 0)
        for (const m of [op.reason, ...op.review]) expect(processPlanZhCN[m.code], m.code).toBeDefined()
      }
    }
  })

  it('gives the machining operations exactly the quote’s t_part, and plans the same part the same way twice', () => {
    for (const { seed, part, route, libraries } of cases.slice(0, 100)) {
      const tPart = quotedPartMinutes(part.geometry, part.drawing, part.quantity, libraries)
      expect(Math.abs(machiningMinutes(route.operations) - tPart), `seed ${seed}`).toBeLessThan(0.006)
      expect(plan(part.geometry, part.drawing, part.quantity, {}, libraries)).toEqual(route)
    }
  })
})
