import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Lever } from '../../contract/levers.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { DRAWING_PDF, filePart, fixtureBytes, readPart, repricePart, uploadPart } from './helpers/quoting.ts'

// A priced part's answer carries its cost levers, and a lever applied as the buyer's own change
// prices the part at exactly what it promised; clearing the change prices it as before.
let ctx: TestContext
let customer: string
let partId: number

beforeAll(async () => {
  ctx = await createTestContext()
  customer = await ctx.login('customer')
  partId = await uploadPart(ctx, customer, [
    filePart('featuretype.STEP', fixtureBytes('3d/step/featuretype.STEP')),
    filePart('featuretype.pdf', DRAWING_PDF),
  ])
}, 180_000)
afterAll(() => ctx.close())

const read = () => readPart(ctx, customer, partId)
const reprice = (body: Record<string, unknown>) => repricePart(ctx, customer, partId, body)

describe('cost levers on the part answer', () => {
  let before: { unitPrice: string; total: string; levers: Lever[] }

  it('carries levers that save, the largest saving first', async () => {
    before = (await read()).quote
    expect(before.levers.length).toBeGreaterThan(0)
    const savings = before.levers.map((l) => -Number(l.unitPriceDelta))
    for (const s of savings) expect(s).toBeGreaterThan(0)
    expect(savings).toEqual([...savings].sort((a, b) => b - a))
  }, 60_000)

  it('prices the top lever, applied as the buyer’s change, at the price it promised', async () => {
    const top = before.levers[0]!
    const after = await reprice(top.changes)
    expect(after.quote.unitPrice).toBe(top.unitPrice)
    expect(Number(after.quote.unitPrice) - Number(before.unitPrice)).toBeCloseTo(Number(top.unitPriceDelta), 2)
    expect(Number(after.quote.total) - Number(before.total)).toBeCloseTo(Number(top.totalDelta), 2)
    expect(after.attributes).toMatchObject(top.changes)
    // The value it changed is the buyer's now.
    const field = Object.keys(top.changes)[0] as string
    const values = after.quote.values as Record<string, { source: string } | undefined>
    if (values[field]) expect(values[field].source).toBe('user')
  }, 60_000)

  it('prices the part as before when the change is cleared', async () => {
    const cleared = Object.fromEntries(Object.keys(before.levers[0]!.changes).map((k) => [k, null]))
    const undone = await reprice(cleared)
    expect(undone.quote.unitPrice).toBe(before.unitPrice)
    expect(undone.quote.levers).toEqual(before.levers)
  }, 60_000)
})
