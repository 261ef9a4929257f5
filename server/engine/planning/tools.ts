import type { LibraryOptions, Tool, ToolType } from '../../../contract/process-library.ts'
import type { MaterialClass } from '../../../contract/quote-config.ts'
import { SIZE_MATCH_MM, TOUGH_MATERIALS } from './rules.ts'
import type { PlanMessage } from './types.ts'

/** What an operation needs of a tool: its type and, where it matters, a size. */
export interface ToolNeed {
  type: ToolType
  /** Exact diameter (drills, reamers), within SIZE_MATCH_MM. */
  diameter?: number
  /** Largest diameter that fits (end mills in a corner radius, keyseat cutters in a keyway); the largest such is taken. */
  maxDiameter?: number
  /** Smallest diameter that serves (a cylindrical grinder's wheel). */
  minDiameter?: number
  /** Thread size (taps, thread mills, counterbores), e.g. M6. */
  size?: string
}

// `cls` null: the material is not known here (a command's inserted operation); any tool of the type does.
const suits = (t: Tool, cls: MaterialClass | null) =>
  cls === null || t.suitableMaterials.length === 0 || t.suitableMaterials.includes(cls)
const tough = (cls: MaterialClass | null) => cls !== null && (TOUGH_MATERIALS as readonly string[]).includes(cls)

function candidates(tools: Tool[], need: ToolNeed, cls: MaterialClass | null): Tool[] {
  let found = tools.filter((t) => t.type === need.type && suits(t, cls))
  if (need.size) found = found.filter((t) => t.size.toUpperCase() === need.size!.toUpperCase())
  if (need.diameter !== undefined)
    found = found.filter((t) => Math.abs((t.diameter ?? -1) - need.diameter!) <= SIZE_MATCH_MM)
  if (need.maxDiameter !== undefined) {
    found = found
      .filter((t) => t.diameter !== null && t.diameter <= need.maxDiameter! + 1e-6)
      .sort((a, b) => b.diameter! - a.diameter!)
  }
  if (need.minDiameter !== undefined) found = found.filter((t) => (t.diameter ?? 0) >= need.minDiameter! - 1e-6)
  // SS and Ti need coated tools: a coated one first where both exist.
  if (tough(cls)) found = [...found.filter((t) => t.coating !== ''), ...found.filter((t) => t.coating === '')]
  return found
}

/** A need as a reader names it: its thread size, or its diameter to 0.01 mm (Ø7.8 mm, not 7.798). */
const label = (need: ToolNeed) => {
  if (need.size) return need.size
  const diameter = need.diameter ?? need.maxDiameter
  return diameter === undefined ? '' : `Ø${Number(diameter.toFixed(2))} mm`
}

/** Picks one enabled tool per need; a need the library cannot meet becomes a review note. */
export function toolsFor(
  needs: readonly ToolNeed[],
  libraries: LibraryOptions,
  cls: MaterialClass | null,
): { codes: string[]; review: PlanMessage[] } {
  const codes: string[] = []
  const review: PlanMessage[] = []
  for (const need of needs) {
    const tool = candidates(libraries.tools, need, cls)[0]
    if (!tool) {
      review.push({ code: 'plan.review.noTool', params: { type: need.type, size: label(need) } })
      continue
    }
    if (!codes.includes(tool.code)) codes.push(tool.code)
    if (tough(cls) && tool.coating === '') {
      review.push({ code: 'plan.review.uncoatedTool', params: { tool: tool.code, material: cls ?? '' } })
    }
  }
  return { codes, review }
}
