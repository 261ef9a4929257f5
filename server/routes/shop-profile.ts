import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { commonErrors, envelopeOf, errorEnvelope, ok } from '../lib/envelope.ts'
import { envelopeRoutes, grantedErrors } from '../lib/envelope-routes.ts'
import { receiveOneFile } from '../lib/multipart-upload.ts'
import { actionGuardFor } from '../services/admin/grants.ts'
import { SHOP_PROFILE_SCREEN } from '../services/admin/screens.ts'
import {
  readShopProfile,
  removeShopImage,
  saveShopImage,
  saveShopProfile,
  shopImage,
} from '../services/shop-profile.ts'
import type { PermissionAction } from '../../contract/wire.ts'
import { SHOP_PROFILE_API } from '../../contract/api-paths.ts'
import { SHOP_IMAGE_MAX_BYTES, shopImageParams, shopProfile, shopProfileEdit } from '../../contract/shop-profile.ts'

/** The shop's profile that its paperwork prints (staff holding the profile screen). */
export async function shopProfileRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth } = deps
  const route = envelopeRoutes(app, ['shop profile'], grantedErrors)
  const can = actionGuardFor(db)
  const staff = (action: PermissionAction) => [auth(), can(SHOP_PROFILE_SCREEN, action)]

  route.get(
    SHOP_PROFILE_API.profile,
    { onRequest: staff('view'), summary: 'The shop profile (empty texts until first saved)', data: shopProfile },
    () => readShopProfile(db),
  )

  route.put(
    SHOP_PROFILE_API.profile,
    {
      onRequest: staff('edit'),
      summary: 'Save the texts, phone and invoice type (each text in Chinese and English; audited)',
      body: shopProfileEdit,
      data: shopProfile,
    },
    (req) => saveShopProfile(db, caller(req), req.body),
  )

  route.delete(
    SHOP_PROFILE_API.image,
    {
      onRequest: staff('edit'),
      summary: 'Remove the letterhead or the seal (audited)',
      params: shopImageParams,
      data: shopProfile,
    },
    (req) => removeShopImage(db, caller(req), req.params.kind),
  )

  const r = app.withTypeProvider<ZodTypeProvider>()
  r.post(SHOP_PROFILE_API.image, {
    onRequest: staff('edit'),
    schema: {
      tags: ['shop profile'],
      summary: 'Upload the letterhead or the seal (multipart field "file": PNG or JPEG, checked by content)',
      consumes: ['multipart/form-data'],
      params: shopImageParams,
      response: { 200: envelopeOf(shopProfile), ...commonErrors, 403: errorEnvelope },
    },
    handler: async (req) => {
      const data = await receiveOneFile(req, SHOP_IMAGE_MAX_BYTES)
      return ok(req, await saveShopImage(db, caller(req), req.params.kind, data))
    },
  })

  r.get(SHOP_PROFILE_API.image, {
    onRequest: staff('view'),
    schema: {
      tags: ['shop profile'],
      summary: 'The uploaded letterhead or seal, for the screen’s preview (404 when none)',
      params: shopImageParams,
      produces: ['image/png', 'image/jpeg'],
    },
    handler: async (req, reply) => {
      const image = await shopImage(db, req.params.kind)
      return reply.header('Content-Type', image.type).header('Cache-Control', 'no-store').send(image.bytes)
    },
  })
}
