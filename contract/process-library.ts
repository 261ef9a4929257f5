import { z } from 'zod'
import { idParam, pageQuery, searchQuery } from './envelope.ts'
import { materialClassSchema } from './quote-config.ts'
import type { ScreenName } from './route-table.ts'
import { text } from './text.ts'

// The process libraries: crafts (工艺), equipment (设备) and tools (刀具). The
// planner reads them at plan time, process management edits them, and every operation of a route
// names entries of them by code. Paths are in PROCESS_LIBRARY_API; lists answer pagedOf(row).

/** The three libraries, as they appear in API paths. */
export const PROCESS_LIBRARIES = ['crafts', 'equipment', 'tools'] as const
export type ProcessLibrary = (typeof PROCESS_LIBRARIES)[number]

const BASE = '/api/process-library'

/** Route paths; `:library` is one of PROCESS_LIBRARIES, `:id` a positive integer. */
export const PROCESS_LIBRARY_API = {
  list: `${BASE}/:library`, // GET page (libraryQuery), POST create (LIBRARY_INPUTS[library])
  row: `${BASE}/:library/:id`, // PUT edit (partial input), DELETE (409 while a dispatched route uses it)
  status: `${BASE}/:library/:id/status`, // PUT (libraryStatus)
  export: `${BASE}/:library/export`, // GET → XLSX of every row matching the query
  import: `${BASE}/:library/import`, // POST multipart XLSX (one sheet, the export's columns) → importAnswer
  options: `${BASE}/options`, // GET → libraryOptions (enabled rows of all three, for pickers)
} as const

/** The process-management screen (menu name) whose grants each library's API checks. */
export const PROCESS_LIBRARY_SCREENS: Record<ProcessLibrary, ScreenName> = {
  crafts: 'ProcessCraft',
  equipment: 'ProcessEquipment',
  tools: 'ProcessTool',
}

/** Stages of a process route, in route order; every craft belongs to one. */
export const PROCESS_STAGE_NAMES = [
  'prep',
  'cutting',
  'fixturing',
  'turning',
  'rough-milling',
  'stress-relief',
  'drilling',
  'threading',
  'profiling',
  'finishing',
  'heat-treatment',
  'precision',
  'wire-edm',
  'deburr',
  'pre-treatment',
  'surface-treatment',
  'post-treatment',
  'coating-inspection',
  'inspection',
  'packaging',
] as const
export type ProcessStage = (typeof PROCESS_STAGE_NAMES)[number]

export { EQUIPMENT_TYPES, type EquipmentType } from './equipment-types.ts'
import { EQUIPMENT_TYPES } from './equipment-types.ts'

export const TOOL_TYPES = [
  'saw-blade',
  'turning-insert',
  'grooving-insert',
  'center-drill',
  'spot-drill',
  'drill',
  'tap',
  'thread-mill',
  'reamer',
  'boring-bar',
  'face-mill',
  'end-mill',
  'ball-mill',
  'keyseat-cutter',
  'chamfer-mill',
  'counterbore',
  'countersink',
  'grinding-wheel',
  'edm-wire',
  'deburr-tool',
] as const
export type ToolType = (typeof TOOL_TYPES)[number]

/**
 * How an operation's minutes are found, from the machining time model so a
 * route's machining time and the quote's machining line agree: `rough` shares t_rough, `finish`
 * shares t_finish, `holes`/`threads`/`ream` are per feature as in t_features, `setup` is handling per
 * setup, `fixed` is the craft's own minutes, `outsourced` has no shop minutes (lead time instead).
 */
export const TIME_BASES = ['rough', 'finish', 'holes', 'threads', 'ream', 'setup', 'fixed', 'outsourced'] as const
export type TimeBasis = (typeof TIME_BASES)[number]

const code = text()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'letters, digits, dot, dash or underscore')
  .describe('Unique within its library; fixed once created')
const nameZh = text().trim().min(1).max(60)
const nameEn = text().trim().max(80).default('')
const mm = (max: number) => z.number().min(0).max(max)

/** Lengths and speeds a library row may hold: anything beyond these is a typing error. */
const LIBRARY_LIMITS = {
  travelMm: 10_000,
  axes: 9,
  rpm: 100_000,
  hourlyRate: 10_000,
  toolDiameterMm: 500,
  minutes: 10_000,
} as const

export const craftInput = z.object({
  code,
  nameZh,
  nameEn,
  stage: z.enum(PROCESS_STAGE_NAMES),
  /** Where in its stage's range the operation sits by default. */
  seq: z.number().int().min(1).max(999),
  equipmentTypes: z.array(z.enum(EQUIPMENT_TYPES)).max(8).describe('Kinds of machine that can do it; [] for none'),
  toolTypes: z.array(z.enum(TOOL_TYPES)).max(8),
  /** Economic accuracy: the IT grade and Ra (µm) the craft reaches in normal work; null: not a finishing craft. */
  itGrade: z.number().int().min(1).max(18).nullable().default(null),
  ra: z.number().min(0.01).max(100).nullable().default(null),
  timeBasis: z.enum(TIME_BASES),
  /** Multiplies the basis' minutes (share of t_rough, per-hole factor…); fixed minutes for `fixed`. */
  timeFactor: z.number().min(0).max(LIBRARY_LIMITS.minutes),
  description: text({ multiline: true }).trim().max(500).default(''),
})

export const equipmentInput = z.object({
  code,
  name: nameZh,
  nameEn,
  type: z.enum(EQUIPMENT_TYPES),
  travelX: mm(LIBRARY_LIMITS.travelMm).describe('mm; 0 where travel does not apply (bench, furnace)'),
  travelY: mm(LIBRARY_LIMITS.travelMm),
  travelZ: mm(LIBRARY_LIMITS.travelMm),
  axes: z.number().int().min(0).max(LIBRARY_LIMITS.axes),
  maxRpm: z.number().int().min(0).max(LIBRARY_LIMITS.rpm),
  hourlyRate: z.number().min(0).max(LIBRARY_LIMITS.hourlyRate).describe('CNY/h ex-VAT'),
  workshop: text().trim().max(60).default(''),
})

export const toolInput = z.object({
  code,
  name: nameZh,
  nameEn,
  type: z.enum(TOOL_TYPES),
  diameter: mm(LIBRARY_LIMITS.toolDiameterMm).nullable().default(null).describe('mm; null where it has none'),
  /** Thread size for taps and thread mills (M6), else ''. */
  size: text().trim().max(16).default(''),
  toolMaterial: text().trim().max(40).default('').describe('HSS, HSS-Co, carbide…'),
  coating: text().trim().max(40).default(''),
  suitableMaterials: z.array(materialClassSchema).max(7).describe('Material classes it cuts; [] for any'),
})

/** Create bodies by library; edit takes any subset except `code`. */
export const LIBRARY_INPUTS = { crafts: craftInput, equipment: equipmentInput, tools: toolInput } as const

const stamp = { id: z.number().int(), enabled: z.boolean(), updateTime: z.string().describe('ISO 8601') }
export const craftRow = craftInput.extend(stamp)
export const equipmentRow = equipmentInput.extend(stamp)
export const toolRow = toolInput.extend(stamp)
interface LibraryRows {
  crafts: typeof craftRow
  equipment: typeof equipmentRow
  tools: typeof toolRow
}

export type CraftInput = z.input<typeof craftInput>
export type Craft = z.infer<typeof craftRow>
export type Equipment = z.infer<typeof equipmentRow>
export type Tool = z.infer<typeof toolRow>
export type LibraryRow<L extends ProcessLibrary> = z.infer<LibraryRows[L]>

export const libraryParams = z.object({ library: z.enum(PROCESS_LIBRARIES) })
export const libraryRowParams = libraryParams.extend({ id: idParam })
export const libraryStatus = z.object({ enabled: z.boolean() })
/** Which rows a list or an export covers: a keyword (code, names, workshop) and the enabled state. */
export const libraryFilter = searchQuery
  .omit({ pageIndex: true, pageSize: true })
  .extend({ enabled: z.stringbool().optional().describe('true: enabled rows only; false: disabled only') })
export const libraryQuery = pageQuery.extend(libraryFilter.shape)

/** What the planner and the pickers read: every enabled row of the three libraries. */
const libraryOptions = z.object({
  crafts: z.array(craftRow),
  equipment: z.array(equipmentRow),
  tools: z.array(toolRow),
})
export type LibraryOptions = z.infer<typeof libraryOptions>

/**
 * What the options route answers: the pickers' rows, where a machine's hourly rate (a staff-only
 * cost figure) is left out for callers without the equipment library's view grant.
 */
export const libraryPickerOptions = libraryOptions.extend({
  equipment: z.array(equipmentRow.partial({ hourlyRate: true })),
})
export type LibraryPickerOptions = z.infer<typeof libraryPickerOptions>

/** The largest XLSX an import takes: a library of thousands of rows is far smaller. */
export const LIBRARY_IMPORT_MAX_BYTES = 2 * 1024 * 1024

/** An import's outcome: rows added and updated (matched by code), or why a row was refused. */
export const importAnswer = z.object({
  added: z.number().int(),
  updated: z.number().int(),
})
