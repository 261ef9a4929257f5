import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ModelConflict } from '../../contract/conflicts.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { fieldPart, filePart, fixtureBytes, json, readPart, repricePart, uploadPart } from './helpers/quoting.ts'

// The part answer carries where the model, the drawing and the buyer disagree (the pair made by
// scripts/fixtures/make-conflict-drawings.py: the block's model has two M6 tap-drill holes, its
// drawing calls 4×M6 and 材料 45#; the buyer entered 6061), held for review until the buyer takes
// a side with the body each conflict offers.
let ctx: TestContext
let customer: string
let partId: number

beforeAll(async () => {
  ctx = await createTestContext()
  customer = await ctx.login('customer')
  partId = await uploadPart(ctx, customer, [
    filePart('pocket-block.step', fixtureBytes('3d/callouts/pocket-block.step')),
    filePart('pocket-block.dxf', fixtureBytes('2d/conflicts/threads.dxf')),
    fieldPart('material', '6061'),
  ])
}, 180_000)
afterAll(() => ctx.close())

const read = () => readPart(ctx, customer, partId)
const reprice = (body: Record<string, unknown>) => repricePart(ctx, customer, partId, body)

describe('model–drawing conflicts on the part answer', () => {
  let conflicts: ModelConflict[]

  it('carries each conflict with its evidence, and holds the quote for review', async () => {
    const part = await read()
    conflicts = part.quote.conflicts
    expect(conflicts.map((c) => [c.id, c.drawing.value, c.model.value, c.resolution])).toEqual([
      ['thread:M6', 4, 2, null],
      ['material', '45#', 'AL6061', null],
    ])
    expect(conflicts[0]!.drawing).toMatchObject({ text: '4×M6 深12', page: 1 })
    expect(part.quote.reviewFlags).toContainEqual(expect.objectContaining({ code: 'conflict', params: { count: 2 } }))
    // The flag is worded for the reader, as the pricing engineer reads it in the order review.
    expect(part.quote.reviewFlags.find((f: { code: string }) => f.code === 'conflict').message).toContain(
      '需核价工程师审核',
    )
  }, 60_000)

  it('prices the drawing’s material as the buyer’s own and keeps the other conflict waiting', async () => {
    const after = await reprice(conflicts[1]!.choices.drawing)
    expect(after.quote.values.material).toEqual({ value: '45#', source: 'user' })
    expect(after.attributes.conflictChoices).toEqual({ material: 'drawing' })
    expect(after.quote.conflicts.map((c: ModelConflict) => c.id)).toEqual(['thread:M6'])
    expect(after.quote.reviewFlags).toContainEqual(expect.objectContaining({ code: 'conflict', params: { count: 1 } }))
    conflicts = after.quote.conflicts
  }, 60_000)

  it('taking the model’s two threads prices fewer tapped holes and lifts the hold', async () => {
    const before = await read()
    const after = await reprice(conflicts[0]!.choices.model)
    expect(after.quote.conflicts).toMatchObject([{ id: 'thread:M6', resolution: 'model' }])
    expect(after.attributes.threads).toEqual([{ size: 'M6', count: 2 }])
    expect(Number(after.quote.unitPrice)).toBeLessThan(Number(before.quote.unitPrice))
    expect(after.quote.reviewFlags.some((f: { code: string }) => f.code === 'conflict')).toBe(false)
  }, 60_000)

  it('refuses a choice that is neither side, and keeps the part as it was', async () => {
    const before = await read()
    const res = await json(ctx, customer, 'POST', `/api/cnc/partcosts/part/${partId}/reprice`, {
      conflictChoices: { 'thread:M6': 'both' },
    })
    expect(res.statusCode).toBe(400)
    expect((await read()).quote.quoteId).toBe(before.quote.quoteId)
  }, 60_000)
})
