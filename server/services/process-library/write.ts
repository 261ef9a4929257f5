import { eq, sql } from 'drizzle-orm'
import {
  craftInput,
  equipmentInput,
  LIBRARY_INPUTS,
  toolInput,
  type LibraryRow,
  type ProcessLibrary,
} from '../../../contract/process-library.ts'
import type { Db } from '../../db/client.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { parseInput } from '../../lib/parse-input.ts'
import { isUniqueViolation } from '../account.ts'
import { audit, type Actor } from '../admin/audit.ts'
import { libraryTarget } from './audit-target.ts'
import { LIBRARY_STORES, type LibraryStore } from './tables.ts'

type Values = Record<string, unknown>

// The code is fixed once created, so an edit body's code is dropped with any other unknown key.
const EDIT_INPUTS = {
  crafts: craftInput.omit({ code: true }).partial(),
  equipment: equipmentInput.omit({ code: true }).partial(),
  tools: toolInput.omit({ code: true }).partial(),
} as const

const codeTaken = (code: string) => new AppError(409, 'processLibrary.codeTaken', { code })

/** The row whose code is `code` in any case: codes name rows case-insensitively. */
export async function findByCode(db: Pick<Db, 'select'>, store: LibraryStore, code: string) {
  const [record] = await db
    .select()
    .from(store.table)
    .where(sql`lower(${store.code}) = lower(${code})`)
  return record
}

/** A create body, validated by the library's input schema (400 naming the field). */
export const createValues = (library: ProcessLibrary, body: unknown): Values =>
  parseInput(LIBRARY_INPUTS[library], body ?? {})

/**
 * An edit body: any subset of the fields but the code. Only the fields sent are kept, since the
 * schema's defaults would otherwise reset the ones left out.
 */
export function editValues(library: ProcessLibrary, body: unknown): Values {
  const sent = (body ?? {}) as Values
  const parsed = parseInput(EDIT_INPUTS[library], sent) as Values
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => key in sent))
}

export async function createEntry(
  db: Db,
  actor: Actor,
  library: ProcessLibrary,
  values: Values,
): Promise<LibraryRow<ProcessLibrary>> {
  const store = LIBRARY_STORES[library]
  const code = String(values.code)
  if (await findByCode(db, store, code)) throw codeTaken(code)
  try {
    const [record] = await db
      .insert(store.table)
      .values(values as never)
      .returning()
    const row = store.read(record as Values)
    await audit(db, actor, { action: `${libraryTarget(library)}.create`, ...rowTarget(library, row), after: row })
    return row
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(code)
    throw error
  }
}

/** A row as the audit log names it: its code, and its name where it has one. */
const rowTarget = (library: ProcessLibrary, row: LibraryRow<ProcessLibrary>) => {
  const { id, code, name } = row as { id: number; code: string; name?: string }
  return { targetType: libraryTarget(library), targetId: id, targetName: name ? `${code} ${name}` : code }
}

/**
 * Changes the given fields (or the enabled state) of one row; 404 when there is no such row. The
 * audit log keeps the fields that changed, before and after; a switch is logged as enable/disable.
 */
export async function updateEntry(
  db: Db,
  actor: Actor,
  library: ProcessLibrary,
  id: number,
  values: Values,
): Promise<LibraryRow<ProcessLibrary>> {
  const store = LIBRARY_STORES[library]
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(store.table).where(eq(store.id, id)).for('update')
    if (!old) throw notFound()
    const [record] = await tx
      .update(store.table)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(store.id, id))
      .returning()
    const before = store.read(old) as Values
    const row = store.read(record as Values)
    const changed = Object.keys(values).filter((k) => JSON.stringify(before[k]) !== JSON.stringify((row as Values)[k]))
    if (changed.length === 0) return row
    const pick = (from: Values) => Object.fromEntries(changed.map((k) => [k, from[k]]))
    const switched = changed.length === 1 && changed[0] === 'enabled'
    const verb = switched ? (values.enabled ? 'enable' : 'disable') : 'edit'
    await audit(tx, actor, {
      action: `${libraryTarget(library)}.${verb}`,
      ...rowTarget(library, row),
      before: pick(before),
      after: pick(row),
    })
    return row
  })
}
