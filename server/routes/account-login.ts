import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser as caller } from '../lib/auth.ts'
import { unauthorized } from '../lib/errors.ts'
import type { Deps } from '../lib/deps.ts'
import { perMinute } from '../lib/deps.ts'
import { commonErrors, envelopeOf, ok, okSerialized } from '../lib/envelope.ts'
import { loginWithPassword, loginWithPhone } from '../services/account.ts'
import { consumeCaptcha, issueCaptcha } from '../services/captcha.ts'
import { createSession, revokeSession } from '../services/sessions.ts'
import { toUserInfo, type UserRow } from '../services/users.ts'
import { currentUser, passwordLogin, phoneLogin, session } from '../../contract/account.ts'
import { text } from '../../contract/text.ts'
import { ACCOUNT_API } from '../../contract/api-paths.ts'

/** Captcha, password/phone login, logout and the current user's info with role routes. */
export async function accountLoginRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config, auth, loginBudget, sessions } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['account']

  async function startSession(user: NonNullable<UserRow>, remember: boolean) {
    const { token, expiresAt } = await createSession(db, user.id, remember, config)
    return { token, expiresAt: expiresAt.toISOString(), userInfo: toUserInfo(user) }
  }

  r.get(ACCOUNT_API.captcha, {
    config: perMinute(config.captchaRateMax),
    schema: {
      tags,
      summary: 'Image captcha (SVG, 4 characters, single use, 5 minutes)',
      description: 'Answers image/svg+xml; the key to send back with the code is in the X-Captcha-Key header.',
    },
    handler: async (_req, reply) => {
      const { key, svg } = await issueCaptcha(db, config.testCaptcha)
      return reply
        .header('X-Captcha-Key', key)
        .header('Cache-Control', 'no-store')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('image/svg+xml; charset=utf-8')
        .send(svg)
    },
  })

  r.post(ACCOUNT_API.login, {
    onRequest: loginBudget,
    schema: {
      tags,
      summary: 'Log in with username, password and image captcha',
      body: passwordLogin,
      response: { 200: envelopeOf(session), ...commonErrors },
    },
    handler: async (req) => {
      const body = req.body
      await consumeCaptcha(db, body.captchaKey, body.captchaCode)
      const user = await loginWithPassword(db, body.username, body.password, config.loginLockAfter)
      return ok(req, await startSession(user, body.rememberMe))
    },
  })

  r.post(ACCOUNT_API.loginPhone, {
    onRequest: loginBudget,
    schema: {
      tags,
      summary: 'Log in with a phone number and the SMS code from v2/sendsms',
      body: phoneLogin,
      response: { 200: envelopeOf(session), ...commonErrors },
    },
    handler: async (req) => {
      const user = await loginWithPhone(db, req.body.phoneNumber, req.body.smsCode)
      return ok(req, await startSession(user, req.body.rememberMe))
    },
  })

  r.post(ACCOUNT_API.logout, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'Revoke the current token',
      querystring: z.object({ isDev: text().max(10).optional().describe('Accepted and ignored') }),
      response: { 200: envelopeOf(z.boolean()), ...commonErrors },
    },
    handler: async (req) => {
      await revokeSession(db, caller(req).sessionId)
      return ok(req, true, 'logout.ok')
    },
  })

  r.get(ACCOUNT_API.currentUser, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'The caller, its role and the route tree for that role',
      response: { 200: envelopeOf(currentUser), ...commonErrors },
    },
    handler: async (req, reply) => {
      const json = await sessions.currentUserJson(req, caller(req).id)
      if (json === null) throw unauthorized()
      // A JSON string goes out as it is, past the route's response check, which the cache already made.
      const raw: FastifyReply = reply
      return raw.type('application/json; charset=utf-8').send(okSerialized(req, json))
    },
  })
}
