import { z } from 'zod'
import { materialClassSchema } from './material-class.ts'

// Manufacturability (DFM): the rule pack the shop tunes in its versioned quote configuration, and
// the findings every priced part carries. A finding names the B-rep faces it is about (the indices
// `features` use), so the 3D viewer can tint them, and the numbers it was judged on.

/** The rules, in the order the editor and the card list them. */
export const DFM_RULE_IDS = [
  'wall-thickness',
  'wall-height',
  'corner-radius-depth',
  'corner-radius-tool',
  'pocket-depth',
  'drill-depth',
  'deep-hole',
  'tapped-depth',
  'hole-min-diameter',
  'hole-nonstandard',
  'tool-access',
  'one-side-depth',
  'envelope',
] as const
export type DfmRuleId = (typeof DFM_RULE_IDS)[number]

/**
 * What a finding does to the quote: `info` is shown only; `review` holds the price for a person (a
 * review flag); `block` gives no instant price at all. `off` switches a rule off.
 */
export const DFM_SEVERITIES = ['off', 'info', 'review', 'block'] as const
export const findingSeverity = z.enum(['info', 'review', 'block'])
export type DfmSeverity = z.infer<typeof findingSeverity>

const limit = z
  .number({ error: 'A DFM limit must be a number' })
  .positive({ error: 'A DFM limit must be greater than 0' })
  .max(10_000, { error: 'A DFM limit must be at most 10000' })
const classLimit = limit.nullable().default(null)

/**
 * One rule's setting: its severity and its limit (in the unit its name states: mm or a ratio), with
 * a limit per material class where that class differs (empty: the rule's own). Rules judged
 * against the libraries (the smallest end mill, the enabled machines) have no limit of their own.
 */
export const dfmRuleSchema = z.object({
  severity: z.enum(DFM_SEVERITIES),
  limit: limit.nullable().default(null),
  ...(Object.fromEntries(materialClassSchema.options.map((c) => [c, classLimit])) as Record<
    z.infer<typeof materialClassSchema>,
    typeof classLimit
  >),
})
export type DfmRuleSetting = z.infer<typeof dfmRuleSchema>

const rule = (severity: DfmRuleSetting['severity'], limit: number | null, byClass: Partial<DfmRuleSetting> = {}) =>
  dfmRuleSchema.parse({ severity, limit, ...byClass })

/**
 * The usual thresholds of CNC design guides: walls ≥ 0.8 mm in aluminium, 1 mm in steels and
 * titanium, 1.5 mm in plastics, and a height no more than 8 × the thickness; an inside corner radius of
 * at least a third of the pocket's depth; pockets up to 4 × their width deep; twist drills to 4 × Ø,
 * deep-hole drills to 10 × Ø (beyond: a gun drill); threads up to 3 × Ø long; holes from Ø1 mm, drilled
 * up to Ø13 mm (larger ones are interpolated anyway); a standard end mill reaches 50 mm from one side.
 */
export const DEFAULT_DFM_RULES: Record<DfmRuleId, DfmRuleSetting> = {
  'wall-thickness': rule('review', 0.8, { SS: 1, steel: 1, Ti: 1, plastic: 1.5 }),
  'wall-height': rule('info', 8),
  'corner-radius-depth': rule('info', 3),
  'corner-radius-tool': rule('review', null),
  'pocket-depth': rule('review', 4),
  'drill-depth': rule('info', 4),
  'deep-hole': rule('review', 10),
  'tapped-depth': rule('info', 3),
  'hole-min-diameter': rule('review', 1),
  'hole-nonstandard': rule('info', 13),
  'tool-access': rule('review', null),
  'one-side-depth': rule('info', 50),
  envelope: rule('review', null),
}

/**
 * The DFM section of the quote configuration. A rule left out keeps its default setting, so a
 * configuration saved before a rule existed judges by it too; `off` switches one off.
 */
export const dfmSectionSchema = z.object({
  rules: z.partialRecord(z.enum(DFM_RULE_IDS), dfmRuleSchema).default(DEFAULT_DFM_RULES),
})
export type DfmSection = z.infer<typeof dfmSectionSchema>

// ── the answer ──────────────────────────────────────────────────────────────

/**
 * One finding: the rule, what it does to the quote, the faces and features it is about, and the
 * numbers it was judged on (`measured` against `limit`, both in `unit`).
 */
export const dfmFinding = z.object({
  rule: z.enum(DFM_RULE_IDS),
  severity: findingSeverity,
  faces: z.array(z.number().int().nonnegative()).describe('B-rep face indices, as features name them'),
  features: z.array(z.string()).describe('Ids of the recognised features it is about; [] for a wall or the part'),
  measured: z.number(),
  limit: z.number(),
  unit: z
    .enum(['mm', 'ratio', 'count'])
    .describe('ratio: × the diameter, width or thickness the rule names; count: approach directions'),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe('Other numbers the message names (the pocket depth, the smallest end mill)'),
})
export type DfmFinding = z.infer<typeof dfmFinding>

/** What a finding adds to the unit price now: what its priced fix (opening corners to `radius`) saves. */
export const dfmPriceEffect = z.object({
  unitPrice: z.string().describe('Added to the unit price by what the finding is about, ex-VAT, 2 decimals'),
  radius: z.number().describe('The inside corner radius (mm) whose price clears it'),
})
export type DfmPriceEffect = z.infer<typeof dfmPriceEffect>

/** A finding as answered: worded in the caller's language, with the change that would clear it. */
export const shownDfmFinding = dfmFinding.extend({
  label: z.string().describe("The rule in a few words, in the caller's language"),
  message: z.string().describe("What is wrong, with its numbers, in the caller's language"),
  fix: z.string().describe("The suggested change, in the caller's language"),
  priceEffect: dfmPriceEffect.nullable().describe('Null where the fix has no price the quote can work out'),
})
export type ShownDfmFinding = z.infer<typeof shownDfmFinding>
