import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { smsCodes } from '../../../../server/db/schema.ts'
import { SMS_COOLDOWN_MS } from '../../../../server/services/sms.ts'
import type { TestContext } from '../context.ts'
import { multipart, PNG_1X1 } from '../multipart.ts'
import { TINY_STL } from '../process-plan.ts'

// Fresh data for one request of the authorization matrix, made through the API by a user who may
// make it, so every role acts on a record that exists (a denial is then a real denial, not a 404
// because an earlier call deleted the record).

let serial = 0
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++serial}`

export function matrixFixtures(ctx: TestContext, tokens: { owner: () => string; admin: () => string }) {
  const call = async (token: string, opts: InjectOptions) => {
    const res = await ctx.request({ ...opts, headers: { ...opts.headers, ...ctx.auth(token) } })
    if (res.statusCode !== 200) throw new Error(`fixture ${opts.method} ${opts.url} failed: ${res.body}`)
    return res.json().data
  }

  /** Asks for an SMS code the way a client does; the 60-second cooldown per phone is not what these tests are about. */
  async function smsCode(phoneNumber: string) {
    await ctx.db
      .update(smsCodes)
      .set({ createdAt: new Date(Date.now() - SMS_COOLDOWN_MS) })
      .where(eq(smsCodes.phoneNumber, phoneNumber))
    const { key, code } = await ctx.captcha()
    const res = await ctx.request({
      method: 'POST',
      url: `/api/account/v2/sendsms/${phoneNumber}?imageVerifyCode=${code}&captchaKey=${key}`,
    })
    if (res.statusCode !== 200) throw new Error(`sendsms failed: ${res.body}`)
    return ctx.sms.filter((s) => s.phoneNumber === phoneNumber).at(-1)!.code
  }

  return {
    smsCode,
    unique,
    /** A phone number no account has yet. */
    freshPhone: () => `139${String(10_000_000 + ++serial).slice(-8)}`,
    /** A self-registered Customer nobody else uses (the public routes act on it, never on the matrix's users). */
    async registeredPhone(password: string) {
      const phoneNumber = `139${String(20_000_000 + ++serial).slice(-8)}`
      const smsCodeValue = await smsCode(phoneNumber)
      const res = await ctx.request({
        method: 'POST',
        url: '/api/account/v3/register',
        payload: { username: unique('matrix'), password, phoneNumber, smsCode: smsCodeValue },
      })
      if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`)
      return phoneNumber
    },
    /** A quote chat record of the owner. */
    chatRecord: async (): Promise<number> =>
      (await call(tokens.owner(), { method: 'POST', url: '/api/chatrecord/create', payload: { name: unique('chat') } }))
        .id,
    /** A process chat record of the owner. */
    async autoRecord(): Promise<number> {
      const form = multipart([{ name: 'name', data: Buffer.from(unique('auto')) }, TINY_STL()])
      return (
        await call(tokens.owner(), {
          method: 'POST',
          url: '/api/auto-process-chat-record/create',
          headers: form.headers,
          payload: form.body,
        })
      ).id
    },
    /** A quote configuration (factory rules), made by an administrator. */
    quoteConfig: async (): Promise<number> =>
      (
        await call(tokens.admin(), {
          method: 'POST',
          url: '/api/quote-config',
          payload: { name: unique('matrix config ') },
        })
      ).id,
    /** A material row in the default configuration, made by an administrator; returns its key. */
    async material(): Promise<string> {
      const key = unique('MX')
      const row = { key, name: key, aliases: [], density: 2.7, priceKg: 30, mrr: 20, class: 'Al' }
      await call(tokens.admin(), { method: 'POST', url: '/api/cost/materials', payload: row })
      return key
    },
    /** The owner's avatar URL, uploaded just now. */
    async avatarUrl(): Promise<string> {
      const form = multipart([{ name: 'file', filename: 'a.png', contentType: 'image/png', data: PNG_1X1 }])
      return (
        await call(tokens.owner(), {
          method: 'POST',
          url: '/api/account/upload-avatar',
          headers: form.headers,
          payload: form.body,
        })
      ).avatarUrl
    },
  }
}

export type MatrixFixtures = ReturnType<typeof matrixFixtures>
