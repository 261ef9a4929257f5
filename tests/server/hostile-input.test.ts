import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext } from './helpers/context.ts'
import { runCase, type HostileCase, type HostileEnv } from './helpers/hostile/harness.ts'
import { authFirstCases, likeCases, malformedCases } from './helpers/hostile/shape-cases.ts'
import { bidiCases, multilineCases, textCases } from './helpers/hostile/text-cases.ts'
import { uploadCases } from './helpers/hostile/upload-cases.ts'
import { multipart } from './helpers/multipart.ts'
import { TINY_STL, waitPlanned } from './helpers/process-plan.ts'

/**
 * The hostile-input table: every row is a request no honest client sends. Each must
 * get its status in the envelope with a message naming the problem, the server must keep serving,
 * and no row or file may be left behind.
 */
const CASES: HostileCase[] = [
  ...textCases(),
  ...multilineCases(),
  ...bidiCases(),
  ...authFirstCases(),
  ...malformedCases(),
  ...likeCases(),
  ...uploadCases(),
]
const env = {} as HostileEnv

beforeAll(async () => {
  const ctx = await createTestContext()
  env.ctx = ctx
  env.tokens = { customer: await ctx.login('customer'), admin: await ctx.login('admin') }
  const record = await ctx.request({
    method: 'POST',
    url: '/api/chatrecord/create',
    headers: ctx.auth(env.tokens.customer),
    payload: { name: 'mine' },
  })
  env.chatRecordId = record.json().data.id
  const form = multipart([{ name: 'name', data: Buffer.from('process') }, TINY_STL()])
  const auto = await ctx.request({
    method: 'POST',
    url: '/api/auto-process-chat-record/create',
    headers: { ...ctx.auth(env.tokens.customer), ...form.headers },
    payload: form.body,
  })
  env.autoRecordId = auto.json().data.id
  // Its planning job writes rows: let it finish before the cases count them.
  await waitPlanned(ctx, env.tokens.customer, env.autoRecordId)
  const configs = await ctx.request({
    method: 'GET',
    url: '/api/quote-config/list',
    headers: ctx.auth(env.tokens.admin),
  })
  env.configId = configs.json().data.rows[0].id
})
afterAll(() => env.ctx?.close())

it('has at least 120 rows, each named once', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(120)
  expect(new Set(CASES.map((c) => c.name)).size).toBe(CASES.length)
})

describe('hostile input', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await runCase(env, c)
  })
})
