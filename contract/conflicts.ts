import { z } from 'zod'
import { conflictSide } from './conflict-choices.ts'
import { leverChanges } from './levers.ts'

// Where a part's 3D model and its 2D drawing disagree (or the drawing and what the buyer entered),
// each with its evidence on both documents. The buyer chooses which side is right; the choice is
// sent as the buyer's own attributes (`choices`), so the price and the route follow it. An
// unresolved conflict holds the quote for a person.

/** What disagrees; the client words each kind with its two values. */
export const CONFLICT_KINDS = [
  /** A thread callout (4×M6) against the model's holes of its tap-drill or nominal Ø. */
  'thread',
  /** A hole-count callout (4×Ø6.6) against the model's holes of that Ø. */
  'holeCount',
  /** A toleranced or fitted Ø (Ø20H7) with no model cylinder of that Ø. */
  'diameter',
  /** The drawing's overall dimension against the model's extents: another unit or scale. */
  'size',
  /** The drawing's material against the one the buyer entered. */
  'material',
  /** The drawing's quantity against the buyer's. */
  'quantity',
  /** The drawing's treatments against the buyer's. */
  'treatment',
  /** The title block names another part than the model's file. */
  'partName',
] as const
export const conflictKind = z.enum(CONFLICT_KINDS)
export type ConflictKind = z.infer<typeof conflictKind>

/** A box in drawing coordinates (PDF: points, top-left origin of the displayed page; DXF: drawing units; PNG/JPEG: pixels). */
export const textBox = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() })
export type TextBox = z.infer<typeof textBox>

const conflictValue = z.union([z.string(), z.number(), z.null()])

export const modelConflict = z.object({
  id: z.string().describe('Stable for the same pair of documents: the kind and what it is about (thread:M6)'),
  kind: conflictKind,
  drawing: z.object({
    value: conflictValue.describe('What the drawing says: a count, a Ø or length mm, a key, a part name'),
    text: z.string().describe('The text it was read from'),
    page: z.number().int(),
    box: textBox,
  }),
  model: z.object({
    value: conflictValue.describe('What the model has, or what the buyer entered (`source` form)'),
    source: z.enum(['model', 'form']),
    faces: z.array(z.number().int().nonnegative()).describe('B-rep faces that show it; [] for form values'),
  }),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe('What else its words name: the thread size, the Ø, the ratio and unit of a size mistake'),
  resolution: conflictSide.nullable().describe('The side the buyer took; null holds the quote for review'),
  choices: z
    .object({ drawing: leverChanges, model: leverChanges })
    .describe('The re-price body that takes each side, this choice recorded with the earlier ones'),
})
export type ModelConflict = z.infer<typeof modelConflict>
