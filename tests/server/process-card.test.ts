import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAT_RECORD_API, PARTCOSTS_API, PROCESS_RECORD_API } from '../../contract/api-paths.ts'
import { fillPath } from '../../contract/fill-path.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { asEdits, call, MODEL, planPath } from './helpers/process-plan.ts'
import { upload, waitTask } from './helpers/quoting.ts'

// A quoted part's process card: the route the quote was priced from, opened by a pricing
// engineer; each version saved there prices the part again, so the quote and the card never
// disagree. A customer never changes their own price through it.

type Op = { id: string; stage: string; equipmentCode: string | null; timeMin: number }
type Stage = { stage: string; amount: string; equipment: string[] }

let ctx: TestContext
let admin: string
let customer: string
let part: { partId: number; chatRecordId: number; fileId: number }
let recordId: number

const partOf = async (token: string) =>
  (await call(ctx, token, 'GET', fillPath(PARTCOSTS_API.part, { partId: part.partId }))).json().data
const machiningOf = (p: { quote: { breakdown: { key: string; stages?: Stage[] }[] } }) =>
  p.quote.breakdown.find((l) => l.key === 'machining')!
const openCard = (token: string) =>
  call(ctx, token, 'POST', fillPath(PARTCOSTS_API.processCard, { partId: part.partId }))

beforeAll(async () => {
  ctx = await createTestContext()
  admin = await ctx.login('admin')
  customer = await ctx.login('customer')
  const up = (await upload(ctx, customer, [MODEL()])).json().data
  await waitTask(ctx, customer, up.taskId)
  part = { partId: up.parts[0].partId, chatRecordId: up.chatRecordId, fileId: up.parts[0].files[0].fileId }
}, 180_000)
afterAll(() => ctx.close())

describe("a quoted part's process card", () => {
  it('is refused to the customer, even on their own part', async () => {
    expect((await openCard(customer)).statusCode).toBe(403)
  })

  it('opens for a pricing engineer with the route the quote was priced from, once per engineer', async () => {
    const opened = await openCard(admin)
    expect(opened.statusCode, opened.body).toBe(200)
    recordId = opened.json().data.recordId
    expect((await openCard(admin)).json().data.recordId).toBe(recordId)
    const detail = (await call(ctx, admin, 'GET', planPath('detail', recordId))).json().data
    expect(detail).toMatchObject({
      status: 'done',
      quotePart: { partId: part.partId, chatRecordId: part.chatRecordId },
    })
    expect(detail.files.map((f: { kind: string }) => f.kind)).toEqual(['3d'])
    // Every machine the quote priced a stage on is one the card's operations of that stage run on.
    const priced = machiningOf(await partOf(admin)).stages!
    expect(priced.length).toBeGreaterThan(0)
    const ops = detail.route.operations as Op[]
    for (const s of priced) {
      const onCard = new Set(ops.filter((o) => o.stage === s.stage).map((o) => o.equipmentCode))
      expect([...onCard].sort(), s.stage).toEqual([...s.equipment].sort())
    }
  })

  it('prices the part again from a saved version: a milling machine swapped for the 5-axis costs more', async () => {
    const before = await partOf(admin)
    const detail = (await call(ctx, admin, 'GET', planPath('detail', recordId))).json().data
    const ops = detail.route.operations as Op[]
    const milling = ops.filter((o) => o.stage.endsWith('milling') && o.equipmentCode !== 'EQ-VMC5')
    expect(milling.length).toBeGreaterThan(0)
    const edits = asEdits(detail.route.operations).map((op) =>
      milling.some((m) => m.id === op.id) ? { ...op, equipmentCode: 'EQ-VMC5' } : op,
    )
    const saved = await call(ctx, admin, 'POST', planPath('save', recordId), { baseVersion: 1, operations: edits })
    expect(saved.statusCode, saved.body).toBe(200)
    const after = await partOf(admin)
    expect(Number(after.quote.unitPrice)).toBeGreaterThan(Number(before.quote.unitPrice))
    const stages = machiningOf(after).stages!
    for (const m of new Set(milling.map((o) => o.stage)))
      expect(stages.find((s) => s.stage === m)!.equipment).toContain('EQ-VMC5')
    // The customer sees the new price and why in their conversation, never the route itself.
    const mine = await partOf(customer)
    expect(mine.quote.unitPrice).toBe(after.quote.unitPrice)
    expect(mine.attributes.route).toBeUndefined()
    const messages = (
      await call(ctx, customer, 'GET', fillPath(CHAT_RECORD_API.messages, { id: part.chatRecordId }), undefined, 'en')
    ).json().data
    expect(JSON.stringify(messages)).toContain('The process card (version 2) changed how')
  })

  it("keeps the route when the customer changes the quantity, and the part's files when the card is deleted", async () => {
    const repriced = await call(ctx, customer, 'POST', fillPath(PARTCOSTS_API.reprice, { partId: part.partId }), {
      quantity: 2,
    })
    expect(repriced.statusCode, repriced.body).toBe(200)
    expect(machiningOf(await partOf(admin)).stages!.some((s) => s.equipment.includes('EQ-VMC5'))).toBe(true)
    const deleted = await call(ctx, admin, 'POST', fillPath(PROCESS_RECORD_API.delete, { id: recordId }))
    expect(deleted.statusCode, deleted.body).toBe(200)
    const file = await call(ctx, customer, 'GET', fillPath(PARTCOSTS_API.file, { fileId: part.fileId }))
    expect(file.statusCode).toBe(200)
  })
})
