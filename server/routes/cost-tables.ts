import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { commonErrors, envelopeOf, errorEnvelope, ok, pageQuery } from '../lib/envelope.ts'
import { parseInput } from '../lib/parse-input.ts'
import { changeCostRow, listCostRows } from '../services/cost-table-service.ts'
import { COST_TABLES, COST_TABLE_NAMES, type CostTableName } from '../services/cost-tables.ts'
import { STAFF } from './quote-config.ts'
import { idParam } from './schemas.ts'

const row = z.object({ key: z.string() }).passthrough()
const tableParam = z.object({ table: z.enum(COST_TABLE_NAMES) })
const keyParam = tableParam.extend({ key: z.string().min(1).max(60) })
const configQuery = z.object({ configId: idParam.optional().describe('Default: the default configuration') })
const changed = z.object({ configId: z.number().int(), version: z.number().int(), rows: z.array(row) })
const errors = { ...commonErrors, 403: errorEnvelope, 409: errorEnvelope }

/**
 * Master cost tables (materials, machines, processes, treatments, PMI, blank rules, other costs)
 * of one configuration — the default unless `configId` is given. Staff only; every write saves a
 * new configuration version, so quotes priced earlier keep their numbers.
 */
export async function costTableRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['cost tables']
  const staff = auth(STAFF)
  const body = (table: CostTableName, input: unknown, partial = false) => {
    const schema = COST_TABLES[table].body
    return parseInput(partial && schema instanceof z.ZodObject ? schema.partial() : schema, input ?? {}) as Record<string, unknown>
  }

  r.get('/api/cost/:table/list', {
    preHandler: staff,
    schema: {
      tags, summary: 'Paged rows; keyword matches any text of a row (key, name, aliases)', params: tableParam,
      querystring: pageQuery.extend({ keyword: z.string().trim().max(100).optional() }).merge(configQuery),
      response: {
        200: envelopeOf(z.object({
          rows: z.array(row), pageIndex: z.number().int(), pageSize: z.number().int(), totalCount: z.number().int(),
          totalPages: z.number().int(), hasPreviousPage: z.boolean(), hasNextPage: z.boolean(),
          configId: z.number().int(), version: z.number().int(),
        })),
        ...errors,
      },
    },
    handler: async (req) => ok(req, await listCostRows(db, req.params.table, req.query)),
  })

  r.post('/api/cost/:table', {
    preHandler: staff,
    schema: { tags, summary: 'Add a row (409 for fixed-parameter tables or an existing key)', params: tableParam, querystring: configQuery,
      body: z.record(z.string(), z.unknown()), response: { 200: envelopeOf(changed), ...errors } },
    handler: async (req) => {
      const key = parseInput(z.object({ key: z.string().trim().min(1).max(40) }), req.body ?? {}).key
      const input = COST_TABLES[req.params.table].create ? body(req.params.table, req.body) : {}
      return ok(req, await changeCostRow(db, caller(req).id, req.params.table, { kind: 'create', row: { ...input, key } }, req.query.configId))
    },
  })

  r.put('/api/cost/:table/:key', {
    preHandler: staff,
    schema: { tags, summary: 'Change a row (fields not given keep their value)', params: keyParam, querystring: configQuery,
      body: z.record(z.string(), z.unknown()), response: { 200: envelopeOf(changed), ...errors } },
    handler: async (req) => {
      const { key: _ignored, ...input } = body(req.params.table, { ...req.body, key: req.params.key }, true)
      return ok(req, await changeCostRow(db, caller(req).id, req.params.table, { kind: 'update', key: req.params.key, row: input }, req.query.configId))
    },
  })

  r.delete('/api/cost/:table/:key', {
    preHandler: staff,
    schema: { tags, summary: 'Delete a row (409 when fixed, in use or the last one)', params: keyParam, querystring: configQuery,
      response: { 200: envelopeOf(changed), ...errors } },
    handler: async (req) =>
      ok(req, await changeCostRow(db, caller(req).id, req.params.table, { kind: 'delete', key: req.params.key }, req.query.configId)),
  })
}
