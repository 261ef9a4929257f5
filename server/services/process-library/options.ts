import { asc, eq } from 'drizzle-orm'
import {
  PROCESS_LIBRARY_SCREENS,
  type LibraryOptions,
  type LibraryPickerOptions,
} from '../../../contract/process-library.ts'
import type { Db } from '../../db/client.ts'
import { crafts, equipment, tools } from '../../db/schema-process.ts'
import { hasAction } from '../admin/grants.ts'
import { toCraft, toEquipment, toTool } from './tables.ts'

/**
 * Every enabled row of the three libraries, as the contract's rows: what the planner may choose
 * from and what the route editor's pickers offer. Disabled rows stay out of new plans but remain
 * readable through the library lists.
 */
export async function loadLibraryOptions(db: Db): Promise<LibraryOptions> {
  const [c, e, t] = await Promise.all([
    db.select().from(crafts).where(eq(crafts.enabled, true)).orderBy(asc(crafts.seq), asc(crafts.code)),
    db.select().from(equipment).where(eq(equipment.enabled, true)).orderBy(asc(equipment.code)),
    db.select().from(tools).where(eq(tools.enabled, true)).orderBy(asc(tools.code)),
  ])
  return { crafts: c.map(toCraft), equipment: e.map(toEquipment), tools: t.map(toTool) }
}

/**
 * The options as the pickers get them: machine hourly rates are internal cost figures, so a role
 * without the equipment library's view grant (customers) gets the machines without them.
 */
export async function pickerOptions(db: Db, roleId: number): Promise<LibraryPickerOptions> {
  const options = await loadLibraryOptions(db)
  if (await hasAction(db, roleId, PROCESS_LIBRARY_SCREENS.equipment, 'view')) return options
  return { ...options, equipment: options.equipment.map(({ hourlyRate: _rate, ...machine }) => machine) }
}
