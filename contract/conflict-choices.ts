import { z } from 'zod'

// The buyer's side on each model–drawing conflict, kept with the part's other attributes (it has no
// imports of its own, so the attributes and the conflicts can both read it).

/** Which side the buyer took. */
export const CONFLICT_SIDES = ['drawing', 'model'] as const
export const conflictSide = z.enum(CONFLICT_SIDES)
export type ConflictSide = z.infer<typeof conflictSide>

/** The buyer's choices so far, by conflict id: an attribute of the part like any other. */
export const conflictChoices = z
  .record(z.string().trim().min(1).max(40), conflictSide)
  .refine((r) => Object.keys(r).length <= 50, { message: 'At most 50 choices' })
export type ConflictChoices = z.infer<typeof conflictChoices>
