import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { actionGuardFor } from '../services/admin/grants.ts'
import { tableScreen } from '../services/admin/screens.ts'
import type { PermissionAction } from '../../contract/wire.ts'
import { commonErrors, envelopeOf, errorEnvelope, ok, pagedOf, searchQuery } from '../lib/envelope.ts'
import { parseInput } from '../lib/parse-input.ts'
import { changeCostRow, listCostRows } from '../services/cost-table-rows.ts'
import { COST_TABLES } from '../services/cost-table-defs.ts'
import { COST_ROW_BODIES, COST_TABLE_NAMES, costKey, type CostTableName } from '../../contract/cost-tables.ts'
import { idParam } from '../../contract/envelope.ts'
import { text } from '../../contract/text.ts'
import { COST_API } from '../../contract/api-paths.ts'

const row = z.object({ key: z.string() }).passthrough()
const tableParam = z.object({ table: z.enum(COST_TABLE_NAMES) })
const keyParam = tableParam.extend({ key: text().min(1).max(60) })
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
  // Held by the caller's grants on the table's maintenance screen, not its role name.
  const can = actionGuardFor(db)
  const staff = (action: PermissionAction) => [auth(), can(tableScreen, action)]
  const body = (table: CostTableName, input: unknown, partial = false) => {
    const schema = COST_ROW_BODIES[table]
    return parseInput(partial ? schema.partial() : schema, input ?? {}) as Record<string, unknown>
  }

  r.get(COST_API.list, {
    onRequest: staff('view'),
    schema: {
      tags,
      summary: 'Paged rows; keyword matches any text of a row (key, name, aliases)',
      params: tableParam,
      querystring: searchQuery.merge(configQuery),
      response: {
        200: envelopeOf(pagedOf(row).extend({ configId: z.number().int(), version: z.number().int() })),
        ...errors,
      },
    },
    handler: async (req) => ok(req, await listCostRows(db, req.params.table, req.query)),
  })

  r.post(COST_API.create, {
    onRequest: staff('add'),
    schema: {
      tags,
      summary: 'Add a row (409 for fixed-parameter tables or an existing key)',
      params: tableParam,
      querystring: configQuery,
      body: z.record(text(), z.unknown()),
      response: { 200: envelopeOf(changed), ...errors },
    },
    handler: async (req) => {
      const key = parseInput(z.object({ key: costKey }), req.body ?? {}).key
      const input = COST_TABLES[req.params.table].create ? body(req.params.table, req.body) : {}
      return ok(
        req,
        await changeCostRow(
          db,
          caller(req),
          req.params.table,
          { kind: 'create', row: { ...input, key } },
          req.query.configId,
        ),
      )
    },
  })

  r.put(COST_API.row, {
    onRequest: staff('edit'),
    schema: {
      tags,
      summary: 'Change a row (fields not given keep their value)',
      params: keyParam,
      querystring: configQuery,
      body: z.record(text(), z.unknown()),
      response: { 200: envelopeOf(changed), ...errors },
    },
    handler: async (req) => {
      const { key: _ignored, ...input } = body(req.params.table, { ...req.body, key: req.params.key }, true)
      return ok(
        req,
        await changeCostRow(
          db,
          caller(req),
          req.params.table,
          { kind: 'update', key: req.params.key, row: input },
          req.query.configId,
        ),
      )
    },
  })

  r.delete(COST_API.row, {
    onRequest: staff('delete'),
    schema: {
      tags,
      summary: 'Delete a row (409 when fixed, in use or the last one)',
      params: keyParam,
      querystring: configQuery,
      response: { 200: envelopeOf(changed), ...errors },
    },
    handler: async (req) =>
      ok(
        req,
        await changeCostRow(
          db,
          caller(req),
          req.params.table,
          { kind: 'delete', key: req.params.key },
          req.query.configId,
        ),
      ),
  })
}
