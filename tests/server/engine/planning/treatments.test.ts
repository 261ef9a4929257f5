import { describe, expect, it } from 'vitest'
import { codes, plan } from './helpers.ts'
import { blockDrawing, blockGeometry, report, shaftDrawing, shaftGeometry } from './parts.ts'
import { drawingWith } from '../support/reports.ts'

const order = (ops: ReturnType<typeof plan>['operations'], ...craft: string[]) =>
  craft.map((c) => codes(ops).indexOf(c))

describe('planRoute: treatments and material rules', () => {
  it('hardens after finishing and grinds after, with no 调质 split', () => {
    const ops = plan(shaftGeometry(), shaftDrawing(), 10, { heatTreatment: '淬火' }).operations
    const [tap, harden, grind] = order(ops, 'CR-TAP', 'CR-HARDEN', 'CR-GRIND-C')
    expect(tap).toBeLessThan(harden!)
    expect(harden).toBeLessThan(grind!)
    expect(codes(ops)).not.toContain('CR-QT')
    // Roughing and finish turning share the clamping when nothing separates them.
    expect(ops.find((o) => o.craftCode === 'CR-TURN-R')!.setup).toBe(
      ops.find((o) => o.craftCode === 'CR-TURN-F')!.setup,
    )
  })

  it('stress-relieves an aluminium part that loses most of its blank, between roughing and finishing', () => {
    const hollow = { ...blockGeometry(), volume: 40_000 }
    hollow.removalVolume = hollow.blank.volume - hollow.volume
    const ops = plan(hollow, blockDrawing()).operations
    const [rough, stress, finish] = order(ops, 'CR-MILL-R', 'CR-STRESS', 'CR-MILL-F')
    expect(rough).toBeLessThan(stress!)
    expect(stress).toBeLessThan(finish!)
    expect(ops.find((o) => o.craftCode === 'CR-STRESS')!.reason).toEqual({
      code: 'plan.reason.stressRule',
      params: { ratio: 80 },
    })
    expect(codes(plan(blockGeometry(), blockDrawing()).operations)).not.toContain('CR-STRESS')
  })

  it('chases threads after hard anodising and re-reams fits; bakes out hydrogen after zinc on hardened steel', () => {
    const hard = plan(
      blockGeometry(),
      drawingWith({
        material: { grade: '6061' },
        surfaceTreatments: [{ term: '硬质阳极氧化' }],
        threads: [{ size: 'M5', count: 4 }],
        reamedHoles: 2,
      }),
    )
    expect(codes(hard.operations).slice(-7)).toEqual([
      'CR-MASK',
      'CR-HARD-ANODIZE',
      'CR-RETAP',
      'CR-REREAM',
      'CR-FILM-CHECK',
      'CR-FINAL',
      'CR-PACK',
    ])
    // The only plain holes are Ø6.6 clearance holes: no H7 reamer of that size, so a person decides.
    expect(hard.operations.find((o) => o.craftCode === 'CR-REAM')!.review).toEqual([
      { code: 'plan.review.noTool', params: { type: 'reamer', size: 'Ø6.6 mm' } },
    ])
    const zinc = plan(
      shaftGeometry(),
      drawingWith({ material: { grade: '40Cr' }, heatTreatments: ['淬火'], surfaceTreatments: [{ term: '镀锌' }] }),
    )
    const [plate, bake] = order(zinc.operations, 'CR-ZINC', 'CR-DEHYDROGEN')
    expect(bake).toBe(plate! + 1)
  })

  it('flags a drawing treatment no craft covers, and an unknown material, instead of dropping them', () => {
    const ops = plan(
      blockGeometry(),
      drawingWith({ material: { grade: 'Unobtainium' }, surfaceTreatments: [{ term: '珐琅彩绘' }] }),
    ).operations
    expect(ops.find((o) => o.craftCode === 'CR-FINAL')!.review).toEqual([
      { code: 'plan.review.unknownTreatment', params: { term: '珐琅彩绘' } },
    ])
    expect(ops.find((o) => o.craftCode === 'CR-PREP')!.review).toEqual([
      { code: 'plan.review.unknownMaterial', params: { term: 'Unobtainium' } },
    ])
  })

  it('plans from a drawing alone with the minutes left to a person', () => {
    const { operations, context } = plan(null, shaftDrawing())
    expect(context.bbox).toBeNull()
    const machining = operations.filter((o) => o.setup > 0 && o.stage !== 'precision')
    expect(machining.length).toBeGreaterThan(0)
    expect(machining.every((o) => o.timeMin === 0)).toBe(true)
    expect(machining[0]!.review.map((r) => r.code)).toContain('plan.review.noModel')
  })

  it('cuts a thin sheet part by laser', () => {
    const sheet = report('sheet', [300, 200, 3], 150_000, 121_000)
    expect(codes(plan(sheet, null).operations).slice(0, 2)).toEqual(['CR-PREP', 'CR-LASER'])
  })
})
