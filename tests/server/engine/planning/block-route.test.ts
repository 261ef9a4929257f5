import { describe, expect, it } from 'vitest'
import { codes, machiningMinutes, plan, quotedPartMinutes } from './helpers.ts'
import { blockDrawing, blockGeometry } from './parts.ts'

describe('planRoute: a prismatic aluminium block with pockets and holes', () => {
  const { context, operations } = plan(blockGeometry(), blockDrawing(), 10)
  const op = (code: string) => operations.find((o) => o.craftCode === code)!

  it('mills both faces on a 3-axis VMC: rough, pockets, holes and threads, finish; then the anodising chain', () => {
    expect(codes(operations)).toEqual([
      'CR-PREP',
      'CR-SAW',
      'CR-MILL-R',
      'CR-POCKET',
      'CR-DRILL',
      'CR-TAP',
      'CR-MILL-F',
      'CR-MILL-R',
      'CR-MILL-F',
      'CR-DEBURR',
      'CR-CLEAN',
      'CR-MASK',
      'CR-ANODIZE',
      'CR-FILM-CHECK',
      'CR-FINAL',
      'CR-PACK',
    ])
    expect(context).toMatchObject({ partClass: 'prismatic', material: 'AL6061', accessDirections: ['+Z', '-Z'] })
    expect(new Set(operations.filter((o) => o.setup > 0).map((o) => o.equipmentCode))).toEqual(new Set(['EQ-VMC3']))
    expect(operations.filter((o) => o.craftCode === 'CR-MILL-R').map((o) => o.setup)).toEqual([1, 2])
  })

  it('sizes the pocket cutter to the smallest corner radius and uses aluminium tools', () => {
    expect(op('CR-POCKET')).toMatchObject({ toolCodes: ['T-EM-AL-6'], featureIds: ['pocket-1', 'pocket-2'] })
    expect(op('CR-DRILL').toolCodes).toEqual(['T-SPOT-90', 'T-DR-4.2', 'T-DR-6.6'])
    expect(op('CR-TAP')).toMatchObject({ toolCodes: ['T-TAP-M5-SF'], reason: { params: { count: 4, sizes: 'M5' } } })
    expect(op('CR-MILL-R').toolCodes).toEqual(['T-FM-63', 'T-EM-AL-20'])
  })

  it('matches the quote’s machining minutes', () => {
    const tPart = quotedPartMinutes(blockGeometry(), blockDrawing(), 10)
    expect(Math.abs(machiningMinutes(operations) - tPart)).toBeLessThan(0.006)
  })

  it('adds first-article inspection for a batch of 20 in two setups, and soft jaws', () => {
    const batch = plan(blockGeometry(), blockDrawing(), 20).operations
    expect(codes(batch)).toContain('CR-FAI')
    expect(codes(batch)).toContain('CR-SOFT-JAW')
    expect(batch.find((o) => o.craftCode === 'CR-FAI')!.timeMin).toBeCloseTo(15 / 20, 5)
    expect(codes(operations)).not.toContain('CR-FAI')
  })

  it('flags anodising on steel instead of planning it silently', () => {
    const steel = plan(blockGeometry(), blockDrawing(), 10, { material: '45#' }).operations
    const anodize = steel.find((o) => o.craftCode === 'CR-ANODIZE')!
    expect(anodize.needsReview).toBe(true)
    expect(anodize.review.map((r) => r.code)).toContain('plan.review.treatmentIncompatible')
    expect(steel.find((o) => o.craftCode === 'CR-MILL-R')!.toolCodes).toEqual(['T-FM-63', 'T-EM-ST-20'])
  })

  it('thread-mills and uses coated tools in stainless steel', () => {
    const ss = plan(blockGeometry(), blockDrawing(), 10, { material: 'SUS304', surfaceTreatment: '钝化' }).operations
    expect(codes(ss)).toContain('CR-THREAD-MILL')
    expect(codes(ss)).not.toContain('CR-TAP')
    expect(ss.find((o) => o.craftCode === 'CR-POCKET')!.toolCodes).toEqual(['T-EM-ST-6'])
    expect(ss.find((o) => o.craftCode === 'CR-PASSIVATE')!.needsReview).toBe(false)
  })
})
