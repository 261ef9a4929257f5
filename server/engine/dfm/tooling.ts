import type { LibraryOptions, Tool, ToolType } from '../../../contract/process-library.ts'
import type { MaterialClass } from '../../../contract/quote-config.ts'
import type { RecognisedFeature } from '../geometry/types.ts'

/** Features milled into a floor with walls round them, whose inside corners the end mill leaves. */
export const POCKET_KINDS: ReadonlySet<RecognisedFeature['kind']> = new Set(['pocket', 'slot', 'keyway'])

/** Enabled tools of a type that cut the material class (a tool for no class in particular cuts any). */
export function toolsOf(libraries: LibraryOptions, type: ToolType, cls: MaterialClass): Tool[] {
  return libraries.tools.filter(
    (t) =>
      t.type === type && t.diameter !== null && (t.suitableMaterials.length === 0 || t.suitableMaterials.includes(cls)),
  )
}

/** The smallest diameter among tools, or null when there is none. */
export function smallest(tools: readonly Tool[]): number | null {
  return tools.length ? Math.min(...tools.map((t) => t.diameter!)) : null
}
