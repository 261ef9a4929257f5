import { createReadStream } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { envelopeRoutes, grantedErrors } from '../lib/envelope-routes.ts'
import { forbidden } from '../lib/errors.ts'
import { parseInput } from '../lib/parse-input.ts'
import { sendMesh } from '../lib/send-mesh.ts'
import { downloadableFile } from '../services/quote-orders/kept-files.ts'
import { drawingPositions, readPart } from '../services/part-detail.ts'
import { pricingOptions } from '../services/pricing-options.ts'
import { audienceOf } from '../services/quote-visibility.ts'
import { repricePart } from '../services/reprice.ts'
import { openPartCard } from '../services/process-plans/part-card.ts'
import { repriceBody } from '../../contract/part-attributes.ts'
import { idParam } from '../../contract/envelope.ts'
import { part } from '../../contract/quote.ts'
import { PARTCOSTS_API } from '../../contract/api-paths.ts'
import { MESH_MEDIA_TYPE } from '../../contract/mesh-file.ts'

const json = z.record(z.string(), z.unknown())
const positions = z.object({
  partId: z.number().int(),
  fileId: z.number().int(),
  fileName: z.string(),
  format: z.string(),
  space: z.string(),
  pages: z.number().int(),
  hasText: z.boolean(),
  needsOcr: z.boolean(),
  findings: z.array(json),
})

/** Parts: read (owner, or staff for review), re-price (owner), process card, drawing findings, stored files. */
export async function partcostsPartRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth, storage, config } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['quoting']
  const route = envelopeRoutes(app, tags, grantedErrors)
  const byPartId = z.object({ partId: idParam })

  route.get(
    PARTCOSTS_API.part,
    {
      onRequest: auth(),
      summary: 'A part with geometry, drawing findings, attributes and its latest quote',
      params: byPartId,
      data: part,
    },
    (req) => {
      const user = caller(req)
      return readPart(db, user, req.params.partId, req.locale, audienceOf(user, config.customerCostDetail))
    },
  )

  route.post(
    PARTCOSTS_API.reprice,
    {
      onRequest: auth(),
      params: byPartId,
      body: repriceBody,
      summary: 'Change attributes and price again from the stored analysis (files are not re-read)',
      description:
        'Uses the configuration version of the latest quote unless useLatestConfig is true (or a caller granted the configurations passes configId). null clears an attribute.',
      data: part,
    },
    async (req) => {
      const user = caller(req)
      if (req.body.configId !== undefined && !user.may.chooseConfig) throw forbidden()
      const audience = audienceOf(user, config.customerCostDetail)
      return repricePart(db, user, req.params.partId, req.body, req.locale, audience)
    },
  )

  route.post(
    PARTCOSTS_API.processCard,
    {
      onRequest: auth(),
      params: byPartId,
      summary: "The caller's process card of a part (made on first use): its route versions price the part",
      description:
        'For a caller who may review quotes (403 otherwise). Answers the process record to open; saving a route version there re-prices the part from that route.',
      data: z.object({ recordId: z.number().int() }),
    },
    (req) => openPartCard(db, caller(req), req.params.partId),
  )

  route.get(
    PARTCOSTS_API.drawingFindings,
    {
      onRequest: auth(),
      summary: 'Drawing findings with page and box for highlighting (query partId or fileId)',
      querystring: z.object({ partId: idParam.optional(), fileId: idParam.optional() }),
      data: positions,
    },
    async (req) => {
      // One of the two is required; without either, report partId as the missing field.
      if (req.query.partId === undefined && req.query.fileId === undefined)
        parseInput(z.object({ partId: idParam }), req.query)
      return drawingPositions(db, caller(req), req.query)
    },
  )

  r.get(PARTCOSTS_API.file, {
    onRequest: auth(),
    schema: { tags, summary: 'A stored upload (for the 3D and 2D previews)', params: z.object({ fileId: idParam }) },
    handler: async (req, reply) => {
      const file = await downloadableFile(db, caller(req), req.params.fileId)
      reply.header('Content-Type', file.mimeType)
      reply.header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
      return reply.send(createReadStream(storage.absolute(file.storedPath)))
    },
  })

  r.get(PARTCOSTS_API.fileMesh, {
    onRequest: auth(),
    schema: {
      tags,
      summary: "The viewer's mesh of a stored model, made by its analysis (STEP and IGES)",
      description:
        'Binary (contract/mesh-file.ts) with a strong ETag: send If-None-Match to get 304 when unchanged. 404 until the analysis has read the model, and for formats the browser reads itself.',
      params: z.object({ fileId: idParam }),
      produces: [MESH_MEDIA_TYPE],
    },
    handler: async (req, reply) => {
      const file = await downloadableFile(db, caller(req), req.params.fileId)
      return sendMesh(req, reply, storage, file.storedPath)
    },
  })

  route.get(
    PARTCOSTS_API.options,
    {
      onRequest: auth(),
      summary: 'Choices for the re-price form (materials, treatments, grades) without cost figures',
      data: json,
    },
    () => pricingOptions(db),
  )
}
