import { craftInput, equipmentInput, toolInput, type LibraryOptions } from '../../../contract/process-library.ts'
import { DEFAULT_CRAFTS } from './default-crafts.ts'
import { DEFAULT_EQUIPMENT } from './default-equipment.ts'
import { DEFAULT_TOOLS } from './default-tools.ts'

// The libraries a fresh installation is seeded with; the planner is tested on them.
export { DEFAULT_CRAFTS } from './default-crafts.ts'
export { DEFAULT_EQUIPMENT, type EquipmentInput } from './default-equipment.ts'
export { DEFAULT_TOOLS, TAP_DRILLS, type ToolInput } from './default-tools.ts'

/**
 * The defaults as the planner reads them (every row enabled, ids in list order), for callers that
 * have no database: the benchmark, tests, and a planner run before the libraries were seeded.
 */
export function defaultLibraryOptions(updateTime = '1970-01-01T00:00:00.000Z'): LibraryOptions {
  const stamp = (i: number) => ({ id: i + 1, enabled: true, updateTime })
  return {
    crafts: DEFAULT_CRAFTS.map((c, i) => ({ ...craftInput.parse(c), ...stamp(i) })),
    equipment: DEFAULT_EQUIPMENT.map((e, i) => ({ ...equipmentInput.parse(e), ...stamp(i) })),
    tools: DEFAULT_TOOLS.map((t, i) => ({ ...toolInput.parse(t), ...stamp(i) })),
  }
}
