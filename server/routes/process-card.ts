import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sendAttachment } from '../lib/attachment.ts'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { commonErrors, errorEnvelope } from '../lib/envelope.ts'
import { byId, envelopeRoutes } from '../lib/envelope-routes.ts'
import { PDF_TYPE } from '../lib/pdf/document.ts'
import { sendXlsx, XLSX_TYPE } from '../lib/spreadsheet.ts'
import { buildProcessCard } from '../services/process-plans/card.ts'
import { buildProcessCardPdf } from '../services/process-plans/card-data.ts'
import { cardSignOffs, signCard } from '../services/process-plans/sign-offs.ts'
import { idParam } from '../../contract/envelope.ts'
import { cardSign, cardSignOffs as signOffsSchema } from '../../contract/process-card.ts'
import { PROCESS_PLAN_API as API } from '../../contract/process-plan.ts'

const versionQuery = z.object({ version: idParam.describe('A route version, from 1').optional() })
const FILE = 'Answers the file (not the envelope); errors are envelopes.'
const WHO = "The record's owner, or anyone who may sign process cards (审核 / 批准); anyone else gets 404."

/** The process card (工艺过程卡) of a process record as XLSX and PDF, and its 审核 / 批准 sign-offs. */
export async function processCardRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['process planning']
  const route = envelopeRoutes(app, tags, { ...commonErrors, 409: errorEnvelope })

  r.get(API.card, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'The process card (工艺过程卡) of a version (default the latest) as XLSX',
      description: `${FILE} ${WHO}`,
      params: byId,
      querystring: versionQuery,
      produces: [XLSX_TYPE],
    },
    handler: async (req, reply) => {
      const { file, fileName } = await buildProcessCard(db, caller(req), req.params.id, req.query.version, req.locale)
      return sendXlsx(reply, file, fileName, 'process-card.xlsx')
    },
  })

  r.get(API.cardPdf, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'The same process card as PDF (searchable text, CJK font embedded)',
      description: `${FILE} ${WHO}`,
      params: byId,
      querystring: versionQuery,
      produces: [PDF_TYPE],
    },
    handler: async (req, reply) => {
      const card = await buildProcessCardPdf(db, caller(req), req.params.id, req.query.version, req.locale)
      return sendAttachment(reply, PDF_TYPE, card.file, card.fileName, 'process-card.pdf')
    },
  })

  route.get(
    API.signOffs,
    {
      onRequest: auth(),
      summary: "The latest version's sign-offs: who signed 编制 / 审核 / 批准 and when, what the caller may sign",
      description: WHO,
      params: byId,
      data: signOffsSchema,
    },
    (req) => cardSignOffs(db, caller(req), req.params.id, req.locale),
  )

  route.post(
    API.signOffs,
    {
      onRequest: auth(),
      summary: 'Sign 审核 or 批准 of the latest version (audited)',
      description: `${WHO} 403 without the role's right; 409 when the version moved on, the role is signed, 批准 comes before 审核, or the signer signed the other role.`,
      params: byId,
      body: cardSign,
      data: signOffsSchema,
    },
    (req) => signCard(db, caller(req), req.params.id, req.body, req.locale),
  )
}
