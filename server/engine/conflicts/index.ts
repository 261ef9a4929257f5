import type { ConflictChoices } from '../../../contract/conflict-choices.ts'
import { diameterConflicts } from './diameters.ts'
import { materialConflicts, quantityConflicts, treatmentConflicts } from './form.ts'
import { holeCountConflicts } from './hole-count.ts'
import { partNameConflicts } from './part-name.ts'
import { sizeConflicts } from './size.ts'
import { threadConflicts } from './threads.ts'
import type { ConflictCheck, ConflictInput, ModelConflict } from './types.ts'

export type { ConflictInput, ModelConflict } from './types.ts'

/** Every check, in the order the conflicts are listed: the part itself first, then the order. */
const CHECKS: ConflictCheck[] = [
  partNameConflicts,
  sizeConflicts,
  threadConflicts,
  holeCountConflicts,
  diameterConflicts,
  materialConflicts,
  quantityConflicts,
  treatmentConflicts,
]

/** Conflicts between a callout's size and the model's: moot when the whole model is rescaled. */
const SIZED = new Set<ModelConflict['kind']>(['thread', 'holeCount', 'diameter'])

/**
 * Where the model, the drawing and the buyer disagree, each with the side the buyer took (none:
 * the quote is held) and the re-price body that takes either side: its attributes, and the choice
 * recorded with the buyer's earlier ones so taking one side never forgets another.
 */
export function findConflicts(input: ConflictInput): ModelConflict[] {
  const taken: ConflictChoices = input.overrides.conflictChoices ?? {}
  const all = CHECKS.flatMap((check) => check(input))
  // A model at another unit or scale than its drawing differs in every hole as well: the one
  // conflict of size says it, not one per callout.
  const rescaled = all.some((c) => c.kind === 'size' && c.params?.cause !== 'larger')
  const found = rescaled ? all.filter((c) => !SIZED.has(c.kind)) : all
  return found.map(({ changes, ...found }) => ({
    ...found,
    resolution: taken[found.id] ?? null,
    choices: {
      drawing: { ...changes.drawing, conflictChoices: { ...taken, [found.id]: 'drawing' } },
      model: { ...changes.model, conflictChoices: { ...taken, [found.id]: 'model' } },
    },
  }))
}

/** How many conflicts still wait for the buyer's choice: each holds the quote for a person. */
export const unresolved = (conflicts: readonly ModelConflict[]) => conflicts.filter((c) => c.resolution === null).length
