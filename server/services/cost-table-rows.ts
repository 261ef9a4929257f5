import type { z } from 'zod'
import { quoteConfigSchema, type QuoteConfig } from '../engine/index.ts'
import { paged, type Paged } from '../lib/envelope.ts'
import { AppError } from '../lib/errors.ts'
import type { Db } from '../db/client.ts'
import { COST_TABLES, type Row } from './cost-table-defs.ts'
import type { Actor } from './admin/audit.ts'
import { defaultConfigId, getVersion, saveVersion } from './quote-configs.ts'
import type { CostTableName } from '../../contract/cost-tables.ts'

export interface CostPage extends Paged<Row> {
  configId: number
  version: number
}

/** Every string in a row (key, name, aliases, kind), lower-cased, for the keyword search. */
function words(value: unknown): string[] {
  if (typeof value === 'string') return [value.toLowerCase()]
  if (Array.isArray(value)) return value.flatMap(words)
  if (value && typeof value === 'object') return Object.values(value).flatMap(words)
  return []
}

export async function listCostRows(
  db: Db,
  table: CostTableName,
  q: { configId?: number | undefined; keyword?: string | undefined; pageIndex: number; pageSize: number },
): Promise<CostPage> {
  const configId = q.configId ?? (await defaultConfigId(db))
  const current = await getVersion(db, configId)
  const keyword = q.keyword?.trim().toLowerCase()
  const all = COST_TABLES[table]
    .list(current.config)
    .filter((row) => !keyword || words(row).some((w) => w.includes(keyword)))
  const start = (q.pageIndex - 1) * q.pageSize
  return {
    ...paged(all.slice(start, start + q.pageSize), q.pageIndex, q.pageSize, all.length),
    configId,
    version: current.version,
  }
}

/**
 * Applies one row change to the configuration's current version, validates the whole
 * configuration (so bounds and cross-references are checked in one place) and saves the result as
 * a new version. Validation failures name the field inside the row.
 */
export async function changeCostRow(
  db: Db,
  actor: Actor,
  table: CostTableName,
  action:
    | { kind: 'create'; row: Row }
    | { kind: 'update'; key: string; row: Record<string, unknown> }
    | { kind: 'delete'; key: string },
  configId?: number,
): Promise<{ configId: number; version: number; rows: Row[] }> {
  const id = configId ?? (await defaultConfigId(db))
  const current = await getVersion(db, id)
  const draft: QuoteConfig = structuredClone(current.config)
  const adapter = COST_TABLES[table]
  if (action.kind === 'create') {
    if (!adapter.create) throw new AppError(409, 'cost.fixedRow', { key: action.row.key })
    adapter.create(draft, action.row)
  } else if (action.kind === 'update') {
    adapter.update(draft, action.key, action.row)
  } else {
    if (!adapter.remove) throw new AppError(409, 'cost.fixedRow', { key: action.key })
    adapter.remove(draft, action.key)
  }
  const checked = parseQuoteConfig(draft)
  const key = action.kind === 'create' ? action.row.key : action.key
  // The audit log shows the row as it was and as it is, under the table and key a screen lists.
  const rowOf = (config: QuoteConfig) => adapter.list(config).find((r) => r.key === key) ?? null
  const saved = await saveVersion(db, actor, id, checked, `${table}: ${action.kind} ${key}`, {
    action: `costTable.${action.kind === 'update' ? 'edit' : action.kind}`,
    targetType: 'costTable',
    targetId: id,
    targetName: `${table} · ${key}`,
    before: rowOf(current.config),
    after: { row: rowOf(checked) },
  })
  return { configId: id, version: saved.version, rows: adapter.list(saved.config) }
}

/**
 * Parses a whole quote configuration (defaults filled in), or throws the route-style 400 whose
 * message names the field path, so a section saved from any screen is refused alike.
 */
export function parseQuoteConfig(input: unknown): QuoteConfig {
  const result = quoteConfigSchema.safeParse(input)
  if (result.success) return result.data
  throw validationError(result.error.issues, input)
}

function validationError(issues: z.core.$ZodIssue[], source: unknown, prefix: string[] = []) {
  const error = new Error('validation failed') as Error & Record<string, unknown>
  error.validation = issues.map((issue) => ({
    keyword: issue.code,
    instancePath: `/${[...prefix, ...issue.path.map(String)].join('/')}`,
    params: issue,
  }))
  error.validationContext = 'body'
  error.validationSource = source
  error.statusCode = 400
  return error
}
