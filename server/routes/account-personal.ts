import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { commonErrors, envelopeOf, ok } from '../lib/envelope.ts'
import { envelopeRoutes } from '../lib/envelope-routes.ts'
import { receiveOneFile } from '../lib/multipart-upload.ts'
import { changePassword, updateProfile } from '../services/account.ts'
import { replaceAvatar } from '../services/avatar.ts'
import { createSession } from '../services/sessions.ts'
import { listSubUsers, subUserForParent } from '../services/sub-users.ts'
import { toUserInfo } from '../services/users.ts'
import { avatarAnswer, password, profileEdit, rememberMe, session, userInfo } from '../../contract/account.ts'
import { idParam } from '../../contract/envelope.ts'
import { ACCOUNT_API } from '../../contract/api-paths.ts'

/** Personal center (profile, password, avatar) and a company's sub-accounts. */
export async function accountPersonalRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config, storage, auth } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['personal center']
  const route = envelopeRoutes(app, tags, commonErrors)

  route.post(
    ACCOUNT_API.updateUserInfo,
    {
      onRequest: auth(),
      summary: 'Edit the caller’s profile (omitted fields are unchanged)',
      body: profileEdit,
      data: userInfo,
    },
    async (req) => toUserInfo(await updateProfile(db, caller(req).id, req.body)),
  )

  r.post(ACCOUNT_API.changePassword, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'Change the password (the old one is required); other sessions are revoked',
      body: z.object({ oldPassword: password, newPassword: password }),
      response: { 200: envelopeOf(z.boolean()), ...commonErrors },
    },
    handler: async (req) => {
      const me = caller(req)
      await changePassword(db, me.id, me.sessionId, req.body.oldPassword, req.body.newPassword)
      return ok(req, true, 'password.changed')
    },
  })

  r.post(ACCOUNT_API.uploadAvatar, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'Upload an avatar (multipart field "file": PNG, JPEG, GIF or WebP, checked by content)',
      consumes: ['multipart/form-data'],
      response: { 200: envelopeOf(avatarAnswer), ...commonErrors },
    },
    handler: async (req) => {
      const data = await receiveOneFile(req, config.avatarMaxBytes)
      const user = toUserInfo(await replaceAvatar(db, storage, caller(req).id, data))
      return ok(req, { avatarUrl: user.avatarUrl!, userInfo: user })
    },
  })

  route.get(
    ACCOUNT_API.subUsers,
    {
      onRequest: auth(),
      summary: 'The caller’s company sub-accounts (empty unless the caller is a company main account)',
      data: z.array(z.object({ id: z.number().int(), username: z.string(), nickName: z.string(), status: z.number() })),
    },
    (req) => listSubUsers(db, caller(req).id),
  )

  route.post(
    ACCOUNT_API.subUserLogin,
    {
      onRequest: auth(),
      summary:
        'A company main account logs in as one of its own sub-accounts (new token, ended by the main account’s logout)',
      body: z.object({ subUserId: idParam, rememberMe }),
      data: session,
    },
    async (req) => {
      const me = caller(req)
      const sub = await subUserForParent(db, me, req.body.subUserId)
      const { token, expiresAt } = await createSession(db, sub.id, req.body.rememberMe, config, me.sessionId)
      return { token, expiresAt: expiresAt.toISOString(), userInfo: toUserInfo(sub) }
    },
  )
}
