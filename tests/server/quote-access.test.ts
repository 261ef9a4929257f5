import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { DRAWING_PDF, filePart, fixtureBytes, json, upload, waitTask } from './helpers/quoting.ts'

// Parts belong to their uploader: another customer sees nothing (404), staff may read for review
// but not change them (403).
let ctx: TestContext
let owner: string
let stranger: string
let auditor: string
let data: { chatRecordId: number; taskId: string; parts: { partId: number; files: { fileId: number }[] }[] }

beforeAll(async () => {
  ctx = await createTestContext()
  owner = await ctx.login('customer')
  stranger = await ctx.login('acme-buyer')
  auditor = await ctx.login('auditor')
  data = (
    await upload(ctx, owner, [
      filePart('bar.stl', fixtureBytes('3d/stl/fuji_obj.stl')),
      filePart('bar.pdf', DRAWING_PDF),
    ])
  ).json().data
  await waitTask(ctx, owner, data.taskId)
}, 120_000)
afterAll(() => ctx.close())

describe('ownership', () => {
  const urls = () => {
    const partId = data.parts[0]!.partId
    const fileId = data.parts[0]!.files[0]!.fileId
    return [
      ['GET', `/api/cnc/partcosts/part/${partId}`],
      ['GET', `/api/cnc/partcosts/task/${data.taskId}`],
      ['GET', `/api/cnc/partcosts/get-drawing-pos-info?partId=${partId}`],
      ['GET', `/api/cnc/partcosts/file/${fileId}`],
      ['GET', `/api/chatrecord/${data.chatRecordId}/messages`],
      ['GET', `/api/chatrecord/${data.chatRecordId}/parts`],
    ] as const
  }

  it('answers 404 to another customer everywhere, without revealing the part', async () => {
    for (const [method, url] of urls()) expect((await json(ctx, stranger, method, url)).statusCode, url).toBe(404)
    const partId = data.parts[0]!.partId
    expect(
      (await json(ctx, stranger, 'POST', `/api/cnc/partcosts/part/${partId}/reprice`, { quantity: 3 })).statusCode,
    ).toBe(404)
    expect(
      (await json(ctx, stranger, 'PUT', '/api/cnc/partcosts/batch/download', { partIds: [partId] })).statusCode,
    ).toBe(404)
    expect((await json(ctx, stranger, 'POST', `/api/cnc/partcosts/task/${data.taskId}/cancel`)).statusCode).toBe(404)
    expect(
      (await json(ctx, stranger, 'POST', `/api/chatrecord/${data.chatRecordId}/command`, { text: '数量改为3' }))
        .statusCode,
    ).toBe(404)
  })

  it('lets an auditor read parts for review but not change them', async () => {
    const partId = data.parts[0]!.partId
    for (const [method, url] of urls().slice(0, 4))
      expect((await json(ctx, auditor, method, url)).statusCode, url).toBe(200)
    expect(
      (await json(ctx, auditor, 'PUT', '/api/cnc/partcosts/batch/download', { partIds: [partId] })).statusCode,
    ).toBe(200)
    expect(
      (await json(ctx, auditor, 'POST', `/api/cnc/partcosts/part/${partId}/reprice`, { quantity: 3 })).statusCode,
    ).toBe(403)
    // Conversations stay private to their owner, like every chat record.
    expect((await json(ctx, auditor, 'GET', `/api/chatrecord/${data.chatRecordId}/messages`)).statusCode).toBe(404)
  })

  it('requires a login', async () => {
    for (const [method, url] of urls()) expect((await ctx.request({ method, url })).statusCode, url).toBe(401)
  })

  it('rejects malformed ids as a validation error', async () => {
    expect((await json(ctx, owner, 'GET', '/api/cnc/partcosts/task/not-a-task', undefined, 'en')).json()).toMatchObject(
      { code: 400, msg: 'taskId has an invalid format' },
    )
    expect(
      (await json(ctx, owner, 'PUT', '/api/cnc/partcosts/batch/download', { partIds: [] }, 'en')).json(),
    ).toMatchObject({ code: 400, msg: 'partIds must have at least 1 item' })
  })
})
