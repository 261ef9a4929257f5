import { z } from 'zod'
import { attributeFields } from './part-attributes.ts'

// Cost levers (降本建议): a priced part's counterfactuals, each the same part priced again with one
// thing changed, offered to the buyer only when it lowers the unit price. Applying one sends its
// `changes` as the buyer's own attributes; the re-price then gives exactly the promised price,
// since both come from the same pricing of the same stored analysis.

/** What a lever changes; the client words each kind with its `from` and `to`. */
export const LEVER_KINDS = [
  /** The tightest IT grade on the features that carry it, relaxed (7 → 9). */
  'tolerance',
  /** The finest roughness Ra relaxed to the standard machined finish (0.8 → 3.2 µm). */
  'roughness',
  /** The cheapest other material of the same class (material keys). */
  'material',
  /** A treatment dropped (`to` null) or changed to a cheaper one of its kind (treatment keys). */
  'treatment',
  /** Inside corners of pockets no smaller than `to` mm where they are small for their depth. */
  'cornerRadius',
  /** The next quantity break (pieces): less a piece, more in total. */
  'quantity',
  /** A slower lead-time tier (tier keys). */
  'leadTier',
] as const
export const leverKind = z.enum(LEVER_KINDS)
export type LeverKind = z.infer<typeof leverKind>

const leverValue = z.union([z.string(), z.number(), z.null()])

/** The attributes a lever may change: the buyer's own choices, as a re-price sends them. */
export const LEVER_FIELDS = [
  'material',
  'quantity',
  'surfaceTreatments',
  'heatTreatments',
  'toleranceGrade',
  'tightFeatureCount',
  'ra',
  'cornerRadius',
  'tier',
] as const
export type LeverField = (typeof LEVER_FIELDS)[number]

/** The attributes a lever sets; the same fields, names and bounds as a re-price's. */
export const leverChanges = z.object(attributeFields).partial()
export type LeverChanges = z.infer<typeof leverChanges>

export const lever = z.object({
  kind: leverKind,
  from: leverValue.describe('The value priced now (IT grade, Ra µm, material or treatment key, mm, pieces, tier key)'),
  to: leverValue.describe('The value the lever prices instead; null: the treatment is dropped'),
  changes: leverChanges.describe('Sent as a re-price body to apply the lever'),
  unitPrice: z.string().describe('The unit price with the lever, ex-VAT, 2 decimals'),
  unitPriceDelta: z.string().describe('With the lever minus now, per piece, ex-VAT (negative: a saving)'),
  totalDelta: z.string().describe('With the lever minus now, the line total ex-VAT (a larger quantity costs more)'),
  daysDelta: z.number().int().describe('Calendar days the ship date moves (positive: later)'),
  shipDate: z.string().nullable().describe('The ship date with the lever, YYYY-MM-DD'),
  breaksDrawing: z.boolean().describe('The value it changes is a requirement the 2D drawing states'),
})
export type Lever = z.infer<typeof lever>
