import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { actionGuardFor } from '../services/admin/grants.ts'
import { tableScreen } from '../services/admin/screens.ts'
import type { PermissionAction } from '../../contract/wire.ts'
import { pagedOf, searchQuery } from '../lib/envelope.ts'
import { envelopeRoutes, grantedErrors } from '../lib/envelope-routes.ts'
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

/**
 * Master cost tables (materials, machines, processes, treatments, PMI, blank rules, other costs)
 * of one configuration — the default unless `configId` is given. Staff only; every write saves a
 * new configuration version, so quotes priced earlier keep their numbers.
 */
export async function costTableRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth } = deps
  const route = envelopeRoutes(app, ['cost tables'], grantedErrors)
  // Held by the caller's grants on the table's maintenance screen, not its role name.
  const can = actionGuardFor(db)
  const staff = (action: PermissionAction) => [auth(), can(tableScreen, action)]
  const body = (table: CostTableName, input: unknown, partial = false) => {
    const schema = COST_ROW_BODIES[table]
    return parseInput(partial ? schema.partial() : schema, input ?? {}) as Record<string, unknown>
  }

  route.get(
    COST_API.list,
    {
      onRequest: staff('view'),
      summary: 'Paged rows; keyword matches any text of a row (key, name, aliases)',
      params: tableParam,
      querystring: searchQuery.merge(configQuery),
      data: pagedOf(row).extend({ configId: z.number().int(), version: z.number().int() }),
    },
    (req) => listCostRows(db, req.params.table, req.query),
  )

  route.post(
    COST_API.create,
    {
      onRequest: staff('add'),
      summary: 'Add a row (409 for fixed-parameter tables or an existing key)',
      params: tableParam,
      querystring: configQuery,
      body: z.record(text(), z.unknown()),
      data: changed,
    },
    (req) => {
      const key = parseInput(z.object({ key: costKey }), req.body ?? {}).key
      const input = COST_TABLES[req.params.table].create ? body(req.params.table, req.body) : {}
      const change = { kind: 'create', row: { ...input, key } } as const
      return changeCostRow(db, caller(req), req.params.table, change, req.query.configId)
    },
  )

  route.put(
    COST_API.row,
    {
      onRequest: staff('edit'),
      summary: 'Change a row (fields not given keep their value)',
      params: keyParam,
      querystring: configQuery,
      body: z.record(text(), z.unknown()),
      data: changed,
    },
    (req) => {
      const { key: _ignored, ...input } = body(req.params.table, { ...req.body, key: req.params.key }, true)
      const change = { kind: 'update', key: req.params.key, row: input } as const
      return changeCostRow(db, caller(req), req.params.table, change, req.query.configId)
    },
  )

  route.delete(
    COST_API.row,
    {
      onRequest: staff('delete'),
      summary: 'Delete a row (409 when fixed, in use or the last one)',
      params: keyParam,
      querystring: configQuery,
      data: changed,
    },
    (req) =>
      changeCostRow(db, caller(req), req.params.table, { kind: 'delete', key: req.params.key }, req.query.configId),
  )
}
