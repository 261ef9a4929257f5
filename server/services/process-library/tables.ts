import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Craft, Equipment, LibraryRow, ProcessLibrary, Tool } from '../../../contract/process-library.ts'
import { crafts, equipment, tools } from '../../db/schema-process.ts'

// One place that knows how each library is stored: its table and how a stored row reads as the
// contract's row. The services below work on any library through this table.

type CraftRecord = typeof crafts.$inferSelect
type EquipmentRecord = typeof equipment.$inferSelect
type ToolRecord = typeof tools.$inferSelect

const stamp = (r: { id: number; enabled: boolean; updatedAt: Date }) => ({
  id: r.id,
  enabled: r.enabled,
  updateTime: r.updatedAt.toISOString(),
})

// numeric columns are read in 'number' mode; Number() keeps that true whichever driver answers.
const num = (v: number | string) => Number(v)
const numOrNull = (v: number | string | null) => (v === null ? null : Number(v))

export const toCraft = (r: CraftRecord): Craft => ({
  code: r.code,
  nameZh: r.nameZh,
  nameEn: r.nameEn,
  stage: r.stage,
  seq: r.seq,
  equipmentTypes: r.equipmentTypes,
  toolTypes: r.toolTypes,
  itGrade: r.itGrade,
  ra: numOrNull(r.ra),
  timeBasis: r.timeBasis,
  timeFactor: num(r.timeFactor),
  description: r.description,
  ...stamp(r),
})

export const toEquipment = (r: EquipmentRecord): Equipment => ({
  code: r.code,
  name: r.name,
  nameEn: r.nameEn,
  type: r.type,
  travelX: num(r.travelX),
  travelY: num(r.travelY),
  travelZ: num(r.travelZ),
  axes: r.axes,
  maxRpm: r.maxRpm,
  hourlyRate: num(r.hourlyRate),
  workshop: r.workshop,
  ...stamp(r),
})

export const toTool = (r: ToolRecord): Tool => ({
  code: r.code,
  name: r.name,
  nameEn: r.nameEn,
  type: r.type,
  diameter: numOrNull(r.diameter),
  size: r.size,
  toolMaterial: r.toolMaterial,
  coating: r.coating,
  suitableMaterials: r.suitableMaterials as Tool['suitableMaterials'],
  ...stamp(r),
})

/**
 * What the services need of one library's table, typed loosely once here so that listing,
 * writing and importing are written once for all three.
 */
export interface LibraryStore {
  table: PgTable
  id: PgColumn
  code: PgColumn
  enabled: PgColumn
  updatedAt: PgColumn
  /** Text columns the list's keyword is matched against. */
  search: PgColumn[]
  /** Where an operation of a route names an entry: the JSON an operation containing `code` matches. */
  usedAs: (code: string) => Record<string, unknown>
  read: (record: Record<string, unknown>) => LibraryRow<ProcessLibrary>
}

const store = <T extends typeof crafts | typeof equipment | typeof tools>(
  table: T,
  search: PgColumn[],
  usedAs: LibraryStore['usedAs'],
  read: (record: T['$inferSelect']) => LibraryRow<ProcessLibrary>,
): LibraryStore => ({
  table,
  id: table.id,
  code: table.code,
  enabled: table.enabled,
  updatedAt: table.updatedAt,
  search,
  usedAs,
  read: read as LibraryStore['read'],
})

/** Each library's table, by the name used in API paths. */
export const LIBRARY_STORES: Record<ProcessLibrary, LibraryStore> = {
  crafts: store(crafts, [crafts.code, crafts.nameZh, crafts.nameEn], (code) => ({ craftCode: code }), toCraft),
  equipment: store(
    equipment,
    [equipment.code, equipment.name, equipment.nameEn, equipment.workshop],
    (code) => ({ equipmentCode: code }),
    toEquipment,
  ),
  tools: store(tools, [tools.code, tools.name, tools.nameEn], (code) => ({ toolCodes: [code] }), toTool),
}
