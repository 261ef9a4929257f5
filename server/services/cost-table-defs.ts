import type { QuoteConfig, TreatmentItem } from '../engine/index.ts'
import { AppError } from '../lib/errors.ts'
import { PROCESS_ROW_GROUPS, type CostTableName } from '../../contract/cost-tables.ts'

// The master tables are views of one configuration's sections: a row edit is a configuration
// edit, so there is one source of truth and every change is versioned like any other. The rows'
// bodies are the contract's (COST_ROW_BODIES); the whole configuration is validated after a change.

export type Row = { key: string } & Record<string, unknown>

export interface CostTable {
  /** Rows a client may add; tables without it hold fixed parameters (update only). */
  create?: (c: QuoteConfig, row: Row) => void
  list(c: QuoteConfig): Row[]
  update(c: QuoteConfig, key: string, row: Record<string, unknown>): void
  remove?: (c: QuoteConfig, key: string) => void
}

const missing = (table: string, key: string) => new AppError(404, 'cost.rowNotFound', { table, key })
const exists = (table: string, key: string) => new AppError(409, 'cost.rowExists', { table, key })
const fixed = (key: string) => new AppError(409, 'cost.fixedRow', { key })

/** A table over an array of `{key, …}` items (materials, treatments). */
function itemTable<T extends { key: string }>(
  name: string,
  items: (c: QuoteConfig) => T[],
  opts: { select?: (item: T) => boolean; stamp?: Partial<T>; protect?: (c: QuoteConfig, key: string) => boolean } = {},
): CostTable {
  const find = (c: QuoteConfig, key: string) => items(c).findIndex((i) => i.key === key && (opts.select?.(i) ?? true))
  return {
    list: (c) =>
      items(c)
        .filter((i) => opts.select?.(i) ?? true)
        .map((i) => ({ ...i })),
    create(c, row) {
      if (items(c).some((i) => i.key === row.key)) throw exists(name, row.key)
      items(c).push({ ...row, ...opts.stamp } as unknown as T)
    },
    update(c, key, row) {
      const at = find(c, key)
      if (at < 0) throw missing(name, key)
      const list = items(c)
      list[at] = { ...list[at]!, ...row, ...opts.stamp, key }
    },
    remove(c, key) {
      const at = find(c, key)
      if (at < 0) throw missing(name, key)
      if (opts.protect?.(c, key)) throw new AppError(409, 'cost.rowInUse', { key })
      if (items(c).filter((i) => opts.select?.(i) ?? true).length === 1)
        throw new AppError(409, 'cost.lastRow', { table: name })
      items(c).splice(at, 1)
    },
  }
}

/** A table over a `{key: value}` record (PMI coefficients, finishing rates, machines). */
function recordTable(
  name: string,
  record: (c: QuoteConfig) => Record<string, unknown>,
  toRow: (key: string, value: unknown, c: QuoteConfig) => Row,
  fromRow: (row: Record<string, unknown>, c: QuoteConfig, key: string) => unknown,
  protect: (key: string) => boolean = () => false,
  normalizeKey: (key: string) => string = (k) => k,
): CostTable {
  return {
    list: (c) => Object.entries(record(c)).map(([k, v]) => toRow(k, v, c)),
    create(c, row) {
      const key = normalizeKey(row.key)
      if (key in record(c)) throw exists(name, key)
      record(c)[key] = fromRow(row, c, key)
    },
    update(c, key, row) {
      if (!(key in record(c))) throw missing(name, key)
      record(c)[key] = fromRow({ ...toRow(key, record(c)[key], c), ...row }, c, key)
    },
    remove(c, key) {
      if (!(key in record(c))) throw missing(name, key)
      if (protect(key)) throw new AppError(409, 'cost.rowInUse', { key })
      if (Object.keys(record(c)).length === 1) throw new AppError(409, 'cost.lastRow', { table: name })
      delete record(c)[key]
    },
  }
}

/** Fixed parameters of a section as `{key, value}` rows: update only. */
function paramTable(name: string, section: (c: QuoteConfig) => Record<string, unknown>, keys?: string[]): CostTable {
  const visible = (c: QuoteConfig) => keys ?? Object.keys(section(c))
  return {
    list: (c) => visible(c).map((key) => ({ key, value: section(c)[key] })),
    update(c, key, row) {
      if (!visible(c).includes(key)) throw missing(name, key)
      section(c)[key] = row.value
    },
  }
}

const raKey = (k: string) => (Number.isFinite(Number(k)) ? String(Number(k)) : k)

export const COST_TABLES: Record<CostTableName, CostTable> = {
  materials: itemTable('materials', (c) => c.material.items, { protect: (c, key) => c.material.defaultKey === key }),
  machines: recordTable(
    'machines',
    (c) => c.machining.machines,
    (key, v, c) => ({ key, ...(v as object), factor: c.machining.machineFactor[key] ?? 1 }),
    (row, c, key) => {
      if (typeof row.factor === 'number') c.machining.machineFactor[key] = row.factor
      return { rate: row.rate, setupMin: row.setupMin }
    },
    // The engine falls back to VMC3 for any unknown machine.
    (key) => key === 'VMC3',
  ),
  'surface-treatments': itemTable<TreatmentItem>('surface-treatments', (c) => c.treatment.items, {
    select: (t) => t.kind === 'surface',
    stamp: { kind: 'surface' },
  }),
  'heat-treatments': itemTable<TreatmentItem>('heat-treatments', (c) => c.treatment.items, {
    select: (t) => t.kind === 'heat',
    stamp: { kind: 'heat' },
  }),
  // Feature times are fixed keys of the time model; finishing rates per Ra may be added.
  processes: (() => {
    const features = paramTable('processes', (c) => c.machining.featureMin)
    const finish = recordTable(
      'processes',
      (c) => c.machining.finishCm2PerMin,
      (key, v) => ({ key, value: v }),
      (row) => row.value,
      () => false,
      raKey,
    )
    const isFinish = (key: string) => /^\d/.test(key)
    const table: CostTable = {
      list: (c) => [
        ...features.list(c).map((r) => ({ ...r, group: PROCESS_ROW_GROUPS[0], unit: 'min' })),
        ...finish.list(c).map((r) => ({ ...r, group: PROCESS_ROW_GROUPS[1], unit: 'cm²/min' })),
      ],
      create: (c, row) => {
        if (!isFinish(row.key)) throw fixed(row.key)
        finish.create!(c, row)
      },
      update: (c, key, row) => (isFinish(key) ? finish : features).update(c, key, row),
      remove: (c, key) => {
        if (!isFinish(key)) throw fixed(key)
        finish.remove!(c, key)
      },
    }
    return table
  })(),
  'pmi-tolerance': recordTable(
    'pmi-tolerance',
    (c) => c.pmi.tol,
    (key, v) => ({ key, kind: 'tolerance', coefficient: v }),
    (row) => row.coefficient,
  ),
  'pmi-roughness': recordTable(
    'pmi-roughness',
    (c) => c.pmi.ra,
    (key, v) => ({ key, kind: 'roughness', coefficient: v }),
    (row) => row.coefficient,
    () => false,
    raKey,
  ),
  'blank-rules': paramTable('blank-rules', (c) => c.blank),
  'other-costs': paramTable('other-costs', (c) => c.other),
}
