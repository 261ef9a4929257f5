import { z } from 'zod'
import { text } from './text.ts'
import { splitList } from './list.ts'
import { conflictChoices } from './conflict-choices.ts'

// Attributes a user may set on a part (upload fields, re-price body, chat commands, the re-price
// form). `null` clears an earlier override so the drawing or the default applies again.

const list = z.array(text().trim().min(1).max(60)).max(10)
const nullable = <T extends z.ZodType>(t: T) => t.nullable().optional()

export const attributeFields = {
  material: nullable(text().trim().min(1).max(60)).describe('Material key or alias (7075, 45钢, SUS304)'),
  quantity: nullable(z.number().int().min(1).max(1_000_000)),
  surfaceTreatments: nullable(list).describe('Keys or aliases; [] = none (overrides the drawing)'),
  heatTreatments: nullable(list),
  toleranceGrade: nullable(z.number().int().min(1).max(18)).describe('Tightest IT grade, e.g. 7 for IT7'),
  tightFeatureCount: nullable(z.number().int().min(0).max(10_000)),
  ra: nullable(z.number().positive().max(100)).describe('General roughness Ra, µm'),
  cornerRadius: nullable(z.number().positive().max(50)).describe(
    'Smallest inside corner radius of pockets the buyer accepts, mm (smaller corners are priced at it)',
  ),
  setups: nullable(z.number().int().min(1).max(20)),
  machine: nullable(text().trim().min(1).max(40)),
  programmingTier: nullable(z.enum(['simple', 'medium', 'complex'])),
  tier: nullable(text().trim().min(1).max(20)).describe('Lead-time tier key (economy, standard, rush…)'),
  expedite: nullable(text().trim().min(1).max(20)).describe('Older name of `tier`: a tier key, or 3d/48h for rush'),
  region: nullable(text().trim().min(1).max(40)).describe('Shipping region (a key of the shop’s shipping table)'),
  drilledHoles: nullable(z.number().int().min(0).max(10_000)),
  reamedHoles: nullable(z.number().int().min(0).max(10_000)),
  threads: nullable(
    z.array(z.object({ size: text().trim().min(1).max(20), count: z.number().int().min(1).max(10_000) })).max(50),
  ),
  conflictChoices: nullable(conflictChoices).describe(
    'The side the buyer took on each model–drawing conflict, by conflict id',
  ),
}

const attributesSchema = z.object(attributeFields)
export type Attributes = z.infer<typeof attributesSchema>

export const repriceBody = attributesSchema.extend({
  useLatestConfig: z
    .boolean()
    .optional()
    .describe('Price with the current version of the configuration instead of the quote’s own version'),
  configId: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe('Switch to another (enabled) configuration, at its current version'),
})
export type RepriceInput = z.infer<typeof repriceBody>

const csv = text().transform(splitList)
const int = z.coerce.number().int()

/** Multipart text fields of the upload (all strings on the wire). */
export const uploadFields = z.object({
  chatRecordId: int.min(1).max(2_147_483_647).optional(),
  name: text().trim().max(100).optional().describe('Name of the chat record when one is created'),
  configId: int.min(1).max(2_147_483_647).optional(),
  units: z
    .enum(['mm', 'cm', 'm', 'inch', 'ft', 'um'])
    .optional()
    .describe('Units of STL/OBJ/GLB coordinates (default mm)'),
  material: text().trim().min(1).max(60).optional(),
  quantity: int.min(1).max(1_000_000).optional(),
  surfaceTreatments: csv.optional(),
  heatTreatments: csv.optional(),
  toleranceGrade: int.min(1).max(18).optional(),
  ra: z.coerce.number().positive().max(100).optional(),
  tier: attributeFields.tier.unwrap().unwrap().optional(),
  region: attributeFields.region.unwrap().unwrap().optional(),
})

/** A named choice of a part attribute (material, treatment). */
export interface Choice {
  key: string
  name: string
}

/** GET /api/cnc/partcosts/options: the choices of the default configuration, without cost figures. */
export interface PricingOptions {
  currency: string
  defaultMaterial: string
  materials: Choice[]
  surfaceTreatments: Choice[]
  heatTreatments: Choice[]
  toleranceGrades: number[]
  raValues: number[]
}
