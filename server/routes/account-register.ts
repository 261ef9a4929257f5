import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../lib/deps.ts'
import { perMinute } from '../lib/deps.ts'
import { commonErrors, envelopeOf, ok } from '../lib/envelope.ts'
import { isRegistered, register, resetPasswordWithSms } from '../services/account.ts'
import { consumeCaptcha } from '../services/captcha.ts'
import { createSession } from '../services/sessions.ts'
import { sendSmsCode, SMS_COOLDOWN_MS } from '../services/sms.ts'
import { toUserInfo } from '../services/users.ts'
import { password, phoneNumber, registration, session, smsCode } from '../../contract/account.ts'
import { text } from '../../contract/text.ts'
import { ACCOUNT_API } from '../../contract/api-paths.ts'

/** SMS codes, self-registration, the registered check and password reset by SMS. */
export async function accountRegisterRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config, sms, loginBudget } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['account']

  r.post(ACCOUNT_API.sendSms, {
    config: perMinute(config.smsRateMax),
    schema: {
      tags,
      summary: 'Send an SMS code (login, register, reset); needs the image captcha; 60 s cooldown per phone',
      params: z.object({ phoneNumber }),
      querystring: z.object({
        phoneNumber: text().max(20).optional().describe('Ignored: the path names the phone'),
        imageVerifyCode: text().trim().min(1).max(8).describe('The image captcha text'),
        captchaKey: text().max(64).optional().describe('Or send it in the X-Captcha-Key header'),
      }),
      response: { 200: envelopeOf(z.object({ cooldownSeconds: z.number().int() })), ...commonErrors },
    },
    handler: async (req) => {
      const headerKey = req.headers['x-captcha-key']
      const key = req.query.captchaKey ?? (typeof headerKey === 'string' ? headerKey : undefined)
      await consumeCaptcha(db, key, req.query.imageVerifyCode)
      await sendSmsCode(db, sms, req.params.phoneNumber, config.testSmsCode)
      return ok(req, { cooldownSeconds: SMS_COOLDOWN_MS / 1000 }, 'sms.sent')
    },
  })

  r.post(ACCOUNT_API.register, {
    onRequest: loginBudget,
    schema: {
      tags,
      summary: 'Self-registration of a Customer (phone verified by SMS); logs the new user in',
      body: registration,
      response: { 200: envelopeOf(session), ...commonErrors, 409: commonErrors[400] },
    },
    handler: async (req) => {
      const user = await register(db, req.body)
      const { token, expiresAt } = await createSession(db, user.id, false, config)
      return ok(req, { token, expiresAt: expiresAt.toISOString(), userInfo: toUserInfo(user) }, 'register.ok')
    },
  })

  // Answers for any name or phone while a visitor fills in the registration form (on leaving the
  // field), so it needs no captcha: the login routes' per-IP budget it shares limits how fast a
  // script could list which phones and names have accounts.
  r.post(ACCOUNT_API.isRegistered, {
    onRequest: loginBudget,
    schema: {
      tags,
      summary: 'Whether a username or phone number is already registered (counts against the per-IP login budget)',
      querystring: z
        .object({
          username: text().trim().max(64).optional(),
          phoneNumber: phoneNumber.optional(),
        })
        .refine((q) => q.username || q.phoneNumber, { message: 'username or phoneNumber', path: ['phoneNumber'] }),
      response: { 200: envelopeOf(z.boolean()), ...commonErrors },
    },
    handler: async (req) => ok(req, await isRegistered(db, req.query)),
  })

  r.post(ACCOUNT_API.forgotPassword, {
    onRequest: loginBudget,
    schema: {
      tags,
      summary: 'Reset the password with an SMS code; every session of the user is revoked',
      body: z
        .object({ phoneNumber, smsCode, newPassword: password, confirmPassword: password.optional() })
        .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.newPassword, {
          message: 'must equal newPassword',
          path: ['confirmPassword'],
        }),
      response: { 200: envelopeOf(z.boolean()), ...commonErrors },
    },
    handler: async (req) => {
      await resetPasswordWithSms(db, req.body.phoneNumber, req.body.smsCode, req.body.newPassword)
      return ok(req, true, 'password.reset')
    },
  })
}
