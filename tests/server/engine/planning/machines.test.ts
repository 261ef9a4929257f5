import { describe, expect, it } from 'vitest'
import { codes, plan, without } from './helpers.ts'
import { blockDrawing, blockGeometry, feature, report, shaftDrawing, shaftGeometry } from './parts.ts'

const oblique = (): ReturnType<typeof blockGeometry> => {
  const g = blockGeometry()
  const slant: [number, number, number] = [-0.577, -0.577, -0.577]
  return { ...g, features: [...g.features!, feature('hole-9', 'hole', [slant], { diameter: 6, depth: 8 })] }
}
const millSetups = (ops: ReturnType<typeof plan>['operations']) =>
  new Set(ops.filter((o) => o.setup > 0 && o.stage !== 'precision').map((o) => o.setup)).size

describe('planRoute: machine choice', () => {
  it('puts a compound-angle hole on the 5-axis machine, 3+2 in two setups', () => {
    const { operations, context } = plan(oblique(), blockDrawing())
    expect(context.accessDirections).toContain('(0.58,0.58,0.58)')
    const drill = operations.find((o) => o.featureIds.includes('hole-9'))!
    expect(drill.equipmentCode).toBe('EQ-VMC5')
    expect(millSetups(operations)).toBe(2)
    expect(operations.some((o) => o.needsReview)).toBe(false)
  })

  it('without the 5-axis machine uses another mill with extra setups and asks for review', () => {
    const { operations } = plan(oblique(), blockDrawing(), 10, {}, without(['EQ-VMC5']))
    const drill = operations.find((o) => o.featureIds.includes('hole-9'))!
    expect(['EQ-VMC3', 'EQ-VMC4', 'EQ-GANTRY']).toContain(drill.equipmentCode)
    expect(millSetups(operations)).toBe(3)
    const review = operations.flatMap((o) => o.review.map((r) => r.code))
    expect(review).toContain('plan.review.compoundAngles')
    expect(review).toContain('plan.review.extraSetups')
  })

  it('sends a part beyond the VMC travel to the gantry, and flags it when no machine holds it', () => {
    const big = report('prismatic', [1500, 900, 200], 2e8, 4e6)
    const ops = plan(big, null).operations
    expect(ops.find((o) => o.craftCode === 'CR-MILL-R')!.equipmentCode).toBe('EQ-GANTRY')
    const huge = report('prismatic', [3000, 2000, 900], 4e9, 2e7)
    const rough = plan(huge, null).operations.find((o) => o.craftCode === 'CR-MILL-R')!
    expect(rough.equipmentCode).toBeNull()
    expect(rough.review.map((r) => r.code)).toEqual(['plan.review.beyondTravel'])
  })

  it('turns small slender parts in big batches on the Swiss lathe, in one setup with the off-axis work', () => {
    const pin = report('rotational', [100, 20, 20], 30_000, 7000, {
      rotation: { axis: 'x', diameter: 20, length: 100 },
    })
    const ops = plan(pin, null, 1000).operations
    expect(ops.find((o) => o.craftCode === 'CR-TURN-R')!.equipmentCode).toBe('EQ-SWISS')
    const few = plan(pin, null, 10).operations
    expect(few.find((o) => o.craftCode === 'CR-TURN-R')!.equipmentCode).toBe('EQ-LATHE')
  })

  it('mills a shaft’s keyway on the turn-mill in batches, on a VMC second op otherwise', () => {
    const batch = plan(shaftGeometry(), shaftDrawing(), 100).operations
    const keyway = batch.find((o) => o.craftCode === 'CR-KEYWAY')!
    expect(keyway.equipmentCode).toBe('EQ-TURNMILL')
    expect(keyway.setup).toBe(batch.find((o) => o.craftCode === 'CR-TURN-F')!.setup)
    expect(
      plan(shaftGeometry(), shaftDrawing(), 10).operations.find((o) => o.craftCode === 'CR-KEYWAY')!.equipmentCode,
    ).toBe('EQ-VMC3')
  })

  it('keeps an operation the libraries cannot serve, flagged with the reason', () => {
    const ops = plan(
      shaftGeometry(),
      shaftDrawing(),
      10,
      {},
      without(['CR-KEYWAY', 'EQ-GRIND-C', 'T-DR-5.0']),
    ).operations
    expect(ops.find((o) => o.craftCode === 'CR-KEYWAY')!.review.map((r) => r.code)).toContain(
      'plan.review.craftUnavailable',
    )
    expect(ops.find((o) => o.craftCode === 'CR-GRIND-C')!.review.map((r) => r.code)).toEqual([
      'plan.review.noEquipment',
    ])
    expect(ops.find((o) => o.craftCode === 'CR-DRILL')!.review).toEqual([
      { code: 'plan.review.noTool', params: { type: 'drill', size: 'Ø5 mm' } },
    ])
    expect(codes(ops)).toContain('CR-KEYWAY')
  })
})
