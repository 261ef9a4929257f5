import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DfmFinding, ShownDfmFinding } from '../../contract/dfm.ts'
import type { Lever } from '../../contract/levers.ts'
import { findingPriceEffect } from '../../server/engine/index.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { filePart, fixtureBytes, json, upload, waitTask } from './helpers/quoting.ts'

// A DFM finding about small inside corners states what it costs the buyer now: what opening the
// corners to the corner-radius lever's radius saves, when that radius clears the finding.

const corner: DfmFinding = {
  rule: 'corner-radius-depth',
  severity: 'info',
  faces: [6, 7],
  features: ['pocket-1'],
  measured: 0,
  limit: 6.67,
  unit: 'mm',
}
const lever = (to: number, unitPriceDelta: string): Lever => ({
  kind: 'cornerRadius',
  from: 0,
  to,
  changes: { cornerRadius: to },
  unitPrice: '100.00',
  unitPriceDelta,
  totalDelta: unitPriceDelta,
  daysDelta: 0,
  shipDate: null,
  breaksDrawing: false,
})

describe('the price effect of a finding', () => {
  it('is the saving of the corner lever that clears it', () => {
    expect(findingPriceEffect(corner, [lever(7, '-12.40')])).toEqual({ unitPrice: '12.40', radius: 7 })
  })
  it('is none when the lever stops short of the radius the finding asks for, or there is no lever', () => {
    expect(findingPriceEffect(corner, [lever(5, '-12.40')])).toBeNull()
    expect(findingPriceEffect(corner, [])).toBeNull()
  })
  it('is none for a finding whose fix the quote cannot price', () => {
    const wall: DfmFinding = { ...corner, rule: 'wall-thickness', measured: 0.5, limit: 0.8 }
    expect(findingPriceEffect(wall, [lever(7, '-12.40')])).toBeNull()
  })
})

describe('on a part with a sharp pocket 20 mm deep', () => {
  let ctx: TestContext
  let customer: string
  let partId: number
  beforeAll(async () => {
    ctx = await createTestContext()
    customer = await ctx.login('customer')
    const res = await upload(ctx, customer, [filePart('sharp-pocket.step', fixtureBytes('3d/dfm/sharp-pocket.step'))])
    expect(res.statusCode, res.body).toBe(200)
    partId = res.json().data.parts[0].partId
    await waitTask(ctx, customer, res.json().data.taskId)
  }, 180_000)
  afterAll(() => ctx.close())

  it('states what the sharp corners cost a piece, and opening them saves exactly that', async () => {
    const read = async () => (await json(ctx, customer, 'GET', `/api/cnc/partcosts/part/${partId}`)).json().data
    const before = (await read()).quote
    const found = (before.dfm as ShownDfmFinding[]).find((f) => f.rule === 'corner-radius-depth')!
    expect(found.priceEffect).not.toBeNull()
    const radius = found.priceEffect!.radius
    expect(radius).toBeGreaterThanOrEqual(found.limit)
    const res = await json(ctx, customer, 'POST', `/api/cnc/partcosts/part/${partId}/reprice`, {
      cornerRadius: radius,
    })
    expect(res.statusCode, res.body).toBe(200)
    const after = (await read()).quote
    expect((Number(before.unitPrice) - Number(after.unitPrice)).toFixed(2)).toBe(found.priceEffect!.unitPrice)
    // Opened to that radius, the depth rule no longer finds the corners.
    expect((after.dfm as ShownDfmFinding[]).some((f) => f.rule === 'corner-radius-depth')).toBe(false)
  })
})
