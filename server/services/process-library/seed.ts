import { count } from 'drizzle-orm'
import { LIBRARY_INPUTS, PROCESS_LIBRARIES } from '../../../contract/process-library.ts'
import type { Db } from '../../db/client.ts'
import { DEFAULT_CRAFTS, DEFAULT_EQUIPMENT, DEFAULT_TOOLS } from '../../engine/planning/default-libraries.ts'
import { LIBRARY_STORES } from './tables.ts'

const DEFAULTS = { crafts: DEFAULT_CRAFTS, equipment: DEFAULT_EQUIPMENT, tools: DEFAULT_TOOLS }

/**
 * Fills each library that has no rows with the default one, so a fresh installation can plan.
 * Per library and idempotent: a library emptied on purpose is refilled at the next start, so
 * retiring the defaults means disabling them.
 */
export async function seedProcessLibraries(db: Db): Promise<void> {
  for (const library of PROCESS_LIBRARIES) {
    const store = LIBRARY_STORES[library]
    const [existing] = await db.select({ n: count() }).from(store.table)
    if ((existing?.n ?? 0) > 0) continue
    const rows = DEFAULTS[library].map((row) => LIBRARY_INPUTS[library].parse(row))
    await db.insert(store.table).values(rows)
  }
}
