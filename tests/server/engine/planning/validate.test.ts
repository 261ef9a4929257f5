import { describe, expect, it } from 'vitest'
import {
  defaultLibraryOptions,
  validateRoute,
  type PlannedOperation,
} from '../../../../server/engine/planning/index.ts'
import { plan, without } from './helpers.ts'
import { shaftDrawing, shaftGeometry } from './parts.ts'

const { context, operations } = plan(shaftGeometry(), shaftDrawing(), 10)
const libraries = defaultLibraryOptions()
const at = (code: string) => operations.findIndex((o) => o.craftCode === code)
/** The route with the operation of `code` moved to just before the one of `before` (or to the end). */
function moved(code: string, before: string | null): PlannedOperation[] {
  const op = operations[at(code)]!
  const rest = operations.filter((o) => o !== op)
  const i = before === null ? rest.length : rest.findIndex((o) => o.craftCode === before)
  return [...rest.slice(0, i), op, ...rest.slice(i)]
}
const issues = (ops: PlannedOperation[]) => validateRoute(ops, context, libraries).issues
const codesOf = (ops: PlannedOperation[]) => issues(ops).map((i) => i.code)

describe('validateRoute', () => {
  it('finds nothing wrong with the planned route', () => {
    expect(issues(operations)).toEqual([])
  })

  it.each([
    ['调质 before roughing', 'CR-QT', 'CR-FACE', 'plan.issue.qtBeforeRoughing'],
    ['调质 after finishing', 'CR-QT', 'CR-KEYWAY', 'plan.issue.qtAfterFinishing'],
    ['grinding before 调质', 'CR-GRIND-C', 'CR-QT', 'plan.issue.precisionBeforeHardening'],
    ['surface treatment before machining', 'CR-BLACK-OXIDE', 'CR-KEYWAY', 'plan.issue.machiningAfterSurface'],
    ['deburr after surface treatment', 'CR-DEBURR', 'CR-FINAL', 'plan.issue.surfaceBeforeDeburr'],
    ['final inspection not last', 'CR-FINAL', 'CR-BLACK-OXIDE', 'plan.issue.inspectionNotLast'],
    ['packaging not last', 'CR-PACK', 'CR-FINAL', 'plan.issue.packagingNotLast'],
  ])('catches %s', (_name, code, before, issue) => {
    expect(codesOf(moved(code, before))).toContain(issue)
  })

  it('catches grinding before 淬火 and names the operation', () => {
    const harden = plan(shaftGeometry(), shaftDrawing(), 10, { heatTreatment: '淬火' })
    const ops = harden.operations
    const grind = ops.find((o) => o.craftCode === 'CR-GRIND-C')!
    const hardenAt = ops.findIndex((o) => o.craftCode === 'CR-HARDEN')
    expect(ops.indexOf(grind)).toBeGreaterThan(hardenAt)
    const swapped = [...ops.slice(0, hardenAt), grind, ...ops.slice(hardenAt).filter((o) => o !== grind)]
    const found = validateRoute(swapped, harden.context, libraries).issues.find(
      (i) => i.code === 'plan.issue.precisionBeforeHardening',
    )
    expect(found).toEqual({
      code: 'plan.issue.precisionBeforeHardening',
      params: { seq: (hardenAt + 1) * 10, craft: 'CR-GRIND-C' },
      severity: 'error',
      operationId: grind.id,
    })
  })

  it('warns when inspection or packaging is missing', () => {
    const bare = operations.filter((o) => !['CR-FINAL', 'CR-PACK'].includes(o.craftCode))
    expect(codesOf(bare)).toEqual(['plan.issue.noInspection', 'plan.issue.noPackaging'])
  })

  it('re-checks operations against the libraries as they are now', () => {
    const disabled = without(['EQ-VMC3', 'CR-GROOVE', 'T-DR-5.0'])
    const checked = validateRoute(operations, context, disabled)
    const review = (code: string) => checked.operations.find((o) => o.craftCode === code)!.review.map((r) => r.code)
    expect(review('CR-KEYWAY')).toEqual(['plan.review.equipmentUnavailable'])
    expect(review('CR-GROOVE')).toEqual(['plan.review.craftUnavailable'])
    expect(review('CR-DRILL')).toEqual(['plan.review.equipmentUnavailable', 'plan.review.toolUnavailable'])
    const errors = checked.issues.filter((i) => i.severity === 'error').map((i) => i.operationId)
    expect(errors).toEqual(
      ['CR-GROOVE', 'CR-KEYWAY', 'CR-DRILL', 'CR-TAP'].map((c) => operations.find((o) => o.craftCode === c)!.id),
    )
    // Back with the full libraries, the notes go away again.
    expect(validateRoute(checked.operations, context, libraries).operations.every((o) => !o.needsReview)).toBe(true)
  })

  it('refuses a machine of a kind the craft does not allow, or too small for the part', () => {
    const edited = operations.map((o) =>
      o.craftCode === 'CR-KEYWAY'
        ? { ...o, equipmentCode: 'EQ-LATHE' }
        : o.craftCode === 'CR-TURN-F'
          ? { ...o, equipmentCode: 'EQ-SWISS' }
          : o,
    )
    const long = { ...context, bbox: { x: 400, y: 30, z: 30 } } // beyond the Swiss lathe's 320 mm
    const checked = validateRoute(edited, long, libraries).operations
    expect(checked.find((o) => o.craftCode === 'CR-KEYWAY')!.review[0]).toEqual({
      code: 'plan.review.equipmentKind',
      params: { equipment: 'EQ-LATHE', kind: 'lathe' },
    })
    expect(checked.find((o) => o.craftCode === 'CR-TURN-F')!.review[0]!.code).toBe('plan.review.equipmentTooSmall')
  })
})

describe('validateRoute: an operation left without its machine', () => {
  it('asks for one when the libraries have it, and says none exists when they do not', () => {
    const blank = operations.map((o) => (o.craftCode === 'CR-KEYWAY' ? { ...o, equipmentCode: null } : o))
    const review = (libs: typeof libraries) =>
      validateRoute(blank, context, libs)
        .operations.find((o) => o.craftCode === 'CR-KEYWAY')!
        .review.map((r) => r.code)
    expect(review(libraries)).toEqual(['plan.review.equipmentMissing'])
    expect(review(without(['EQ-VMC3', 'EQ-VMC4', 'EQ-VMC5', 'EQ-TURNMILL']))).toEqual(['plan.review.noEquipment'])
  })
})
