import { getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import * as schema from '../../../../server/db/schema.ts'
import type { TestContext } from '../context.ts'
import { storedFiles } from '../quoting.ts'

// One row of the hostile-input table: who calls, what they send, and the answer they must get.
// The harness checks what every row shares: the envelope, a server still serving, and no row or
// file left behind by the refused request.

export type Caller = 'anonymous' | 'customer' | 'admin'

/** What the rows read when they run: tokens and records made in the test's beforeAll. */
export interface HostileEnv {
  ctx: TestContext
  tokens: Record<Exclude<Caller, 'anonymous'>, string>
  chatRecordId: number
  autoRecordId: number
  configId: number
}

export interface HostileCase {
  name: string
  /** Default: the customer. */
  as?: Caller
  request(env: HostileEnv): InjectOptions | Promise<InjectOptions>
  status: number
  /** The English message (Accept-Language: en), exactly or by pattern. */
  msg?: string | RegExp
  /** For answers that succeed (a search that must not match everything): checks on `data`. */
  data?(data: unknown): void
}

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTable))

/** Row counts of every table of the schema, in one query. */
export async function rowCounts(ctx: TestContext): Promise<Record<string, number>> {
  const columns = tables.map((t) => `(select count(*) from "${getTableName(t)}")::int as "${getTableName(t)}"`)
  // execute answers `unknown` on the PGlite | node-postgres union; both answers hold `rows`.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  const result = (await ctx.db.execute(sql.raw(`select ${columns.join(', ')}`))) as unknown as {
    rows: Record<string, number>[]
  }
  return result.rows[0]!
}

const ENVELOPE_KEYS = ['code', 'data', 'extraInfo', 'msg', 'success']

/** Sends one row's request and checks its answer, the server's health and that nothing was left. */
export async function runCase(env: HostileEnv, c: HostileCase): Promise<LightMyRequestResponse> {
  const { ctx, tokens } = env
  const opts = await c.request(env)
  const caller = c.as ?? 'customer'
  const before = { rows: await rowCounts(ctx), files: storedFiles(ctx).sort() }
  const res = await ctx.request({
    ...opts,
    headers: { 'accept-language': 'en', ...(caller === 'anonymous' ? {} : ctx.auth(tokens[caller])), ...opts.headers },
  })
  expect(res.statusCode, res.body.slice(0, 300)).toBe(c.status)
  const body = res.json()
  expect(Object.keys(body).sort()).toEqual(ENVELOPE_KEYS)
  if (c.status === 200) {
    expect(body).toMatchObject({ success: true, code: 200 })
    c.data?.(body.data)
  } else {
    expect(body).toMatchObject({ success: false, code: c.status, data: null })
    if (c.msg !== undefined) {
      if (typeof c.msg === 'string') expect(body.msg).toBe(c.msg)
      else expect(body.msg).toMatch(c.msg)
    }
  }
  const alive = await ctx.request({
    method: 'GET',
    url: '/api/chatrecord/page-query',
    headers: ctx.auth(tokens.customer),
  })
  expect(alive.statusCode).toBe(200)
  expect(await rowCounts(ctx)).toEqual(before.rows)
  expect(storedFiles(ctx).sort()).toEqual(before.files)
  return res
}
