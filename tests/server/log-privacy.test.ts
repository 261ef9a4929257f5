import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../server/db/schema.ts'
import { serializeError } from '../../server/lib/log-serializers.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'

// A NUL byte in the register form used to reach PostgreSQL, answer 500, spend
// the SMS code and print the failed query's parameters (password hash, phone, username) in the
// error log. The form is refused before anything runs, and no log line ever holds parameters.

let ctx: TestContext
const log: string[] = []

beforeAll(async () => {
  ctx = await createTestContext(
    {},
    { logger: { level: 'info', stream: { write: (line: string) => void log.push(line) } } },
  )
})
afterAll(() => ctx.close())

async function smsCodeFor(phoneNumber: string) {
  const { key, code } = await ctx.captcha()
  const sent = await ctx.request({
    method: 'POST',
    url: `/api/account/v2/sendsms/${phoneNumber}?imageVerifyCode=${code}&captchaKey=${key}`,
  })
  expect(sent.statusCode).toBe(200)
  return ctx.sms.filter((s) => s.phoneNumber === phoneNumber).at(-1)!.code
}

const register = (payload: object) =>
  ctx.request({ method: 'POST', url: '/api/account/v3/register', headers: { 'accept-language': 'en' }, payload })

describe('registering with a NUL byte', () => {
  it('answers 400 naming the field, keeps the SMS code usable and logs no parameter', async () => {
    const phoneNumber = '13700000001'
    const smsCode = await smsCodeFor(phoneNumber)
    const form = { username: 'nulname', password: 'Nul-test-2026', phoneNumber, smsCode }
    log.length = 0
    for (const hostile of [{ username: 'nul\u0000name' }, { nickName: 'a\u0000' }, { companyName: '\u0000' }]) {
      const res = await register({ ...form, ...hostile })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        success: false,
        code: 400,
        msg: `${Object.keys(hostile)[0]} must not contain control characters`,
      })
    }
    expect(await ctx.db.select().from(users).where(eq(users.phoneNumber, phoneNumber))).toEqual([])
    // The code was not spent: the same form without the NUL byte registers.
    const ok = await register(form)
    expect(ok.json()).toMatchObject({ code: 200, data: { userInfo: { username: 'nulname' } } })
    expect(log.join('')).not.toContain(phoneNumber)
  })
})

describe('the error log', () => {
  it('prints a failed query without its parameters: no password hash, phone or username', async () => {
    const phoneNumber = '13700000002'
    const smsCode = await smsCodeFor(phoneNumber)
    // Any failure of the insert will do; this one keeps every other table working.
    await ctx.db.execute(sql`ALTER TABLE users ADD CONSTRAINT no_more_users CHECK (id < 0) NOT VALID`)
    log.length = 0
    try {
      const res = await register({ username: 'secretname', password: 'Secret-pw-2026', phoneNumber, smsCode })
      expect(res.statusCode).toBe(500)
      expect(res.json()).toMatchObject({
        success: false,
        code: 500,
        msg: 'Internal server error, please try again later',
      })
    } finally {
      await ctx.db.execute(sql`ALTER TABLE users DROP CONSTRAINT no_more_users`)
    }
    const written = log.join('')
    expect(written).toContain('Failed query')
    expect(written).toContain('no_more_users')
    for (const secret of [phoneNumber, 'secretname', 'scrypt$', 'Secret-pw-2026']) expect(written).not.toContain(secret)
  })

  it('logs a request by its route, never by a URL whose query or path holds a phone number', async () => {
    log.length = 0
    await ctx.request({ method: 'POST', url: '/api/account/is-registered?phoneNumber=13700000003' })
    const { key, code } = await ctx.captcha()
    await ctx.request({
      method: 'POST',
      url: `/api/account/v2/sendsms/13700000004?imageVerifyCode=${code}&captchaKey=${key}`,
    })
    const written = log.join('')
    expect(written).toContain('/api/account/is-registered')
    expect(written).toContain('/api/account/v2/sendsms/:phoneNumber')
    expect(written).not.toContain('13700000003')
    expect(written).not.toMatch(/"url":"[^"]*13700000004/)
    expect(written).not.toContain(code)
  })

  it('keeps an error’s type, code, status and frames, and drops what is not on the allow-list', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_phone_idx"'), {
      code: '23505',
      detail: 'Key (phone_number)=(13700000009) already exists.',
    })
    const error = Object.assign(
      new Error('Failed query: insert into "users" values ($1, $2)\nparams: bob,13700000009'),
      {
        query: 'insert into "users" values ($1, $2)',
        params: ['bob', '13700000009'],
        cause,
      },
    )
    const out = serializeError(error) as Record<string, unknown>
    expect(out).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into "users" values ($1, $2)',
      cause: { code: '23505' },
    })
    expect(String(out.stack)).toMatch(/^Error: Failed query: insert into "users" values \(\$1, \$2\)\n\s+at /)
    expect(JSON.stringify(out)).not.toContain('13700000009')
    expect(JSON.stringify(out)).not.toContain('bob')
  })
})
