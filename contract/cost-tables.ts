import { z } from 'zod'
import {
  blankSectionSchema,
  itGradeKey,
  machiningSectionSchema,
  materialClassSchema,
  materialItemSchema,
  otherSectionSchema,
  pmiSectionSchema,
  raKey,
  treatmentItemSchema,
} from './quote-config.ts'
import { text } from './text.ts'

// The master cost tables (the cost maintenance screens) are views of one configuration's sections.
// A row's body is checked for its shape when it arrives; its numbers are checked with the whole
// configuration after the change, so a refusal names the configuration's path
// (material.items.0.priceKg). costRowRules joins both for forms, so they refuse what the server would.

export const COST_TABLE_NAMES = [
  'materials',
  'machines',
  'processes',
  'surface-treatments',
  'heat-treatments',
  'pmi-tolerance',
  'pmi-roughness',
  'blank-rules',
  'other-costs',
] as const
export type CostTableName = (typeof COST_TABLE_NAMES)[number]

/** The groups of the processes table: feature minutes (fixed keys) and finishing rates by Ra. */
export const PROCESS_ROW_GROUPS = ['feature', 'finish'] as const

/** A row's key: entered when adding, fixed afterwards. */
export const costKey = text().trim().min(1).max(40)
const name = text().max(100)
const aliases = z.array(text().max(60)).max(50)
const num = z.number()
const keyed = <T extends z.ZodRawShape>(shape: T) => z.object({ key: costKey, ...shape })

const treatment = z.object({
  key: costKey,
  name,
  aliases: aliases.optional(),
  appliesTo: z.array(materialClassSchema),
  basis: treatmentItemSchema.shape.basis,
  unitPrice: num,
  minCharge: num,
  leadDays: z.number().int(),
})
/** A fixed parameter (blank rules, other costs): its value has the section field's type. */
const param = z.object({ value: z.union([num, text(), z.array(z.unknown()), z.record(text(), z.unknown())]) })

/** Bodies of create and update (update takes any subset of the fields), in the forms' order. */
export const COST_ROW_BODIES = {
  materials: z.object({
    key: costKey,
    name: name.optional(),
    aliases: aliases.optional(),
    class: materialClassSchema,
    density: num,
    priceKg: num,
    mrr: num,
  }),
  machines: keyed({ rate: num, setupMin: num, factor: num.optional() }),
  /** Feature minutes are fixed keys; finishing rates (keyed by Ra) may be added. */
  processes: z.object({ key: costKey.optional(), value: num }),
  'surface-treatments': treatment,
  'heat-treatments': treatment,
  'pmi-tolerance': keyed({ coefficient: num }),
  'pmi-roughness': keyed({ coefficient: num }),
  'blank-rules': param,
  'other-costs': param,
} satisfies Record<CostTableName, z.ZodObject>

const { featureMin, finishCm2PerMin, machineFactor, machines } = machiningSectionSchema.shape
const { ra, tol } = pmiSectionSchema.shape
const params = { 'blank-rules': blankSectionSchema.shape, 'other-costs': otherSectionSchema.shape } as const
const isFeature = (key: string) => Object.hasOwn(featureMin.shape, key)

/** The new row's or the edited row's (`key`) fields with every rule the server applies. */
export function costRowRules(table: CostTableName, key: string | null = null): z.ZodObject {
  const rules = ((): z.ZodObject => {
    switch (table) {
      case 'materials':
        return COST_ROW_BODIES.materials.extend(
          materialItemSchema.pick({ density: true, priceKg: true, mrr: true }).shape,
        )
      case 'machines':
        return COST_ROW_BODIES.machines.extend({
          ...machines.valueType.shape,
          factor: machineFactor.valueType.optional(),
        })
      case 'processes':
        return z.object({
          key: raKey(costKey),
          value:
            key !== null && isFeature(key)
              ? featureMin.shape[key as keyof typeof featureMin.shape]
              : finishCm2PerMin.valueType,
        })
      case 'surface-treatments':
      case 'heat-treatments':
        return treatment.extend(
          treatmentItemSchema.pick({ appliesTo: true, unitPrice: true, minCharge: true, leadDays: true }).shape,
        )
      case 'pmi-tolerance':
        return COST_ROW_BODIES['pmi-tolerance'].extend({ key: itGradeKey(costKey), coefficient: tol.valueType })
      case 'pmi-roughness':
        return COST_ROW_BODIES['pmi-roughness'].extend({ key: raKey(costKey), coefficient: ra.valueType })
      case 'blank-rules':
      case 'other-costs': {
        const shape: Record<string, z.ZodType> = params[table]
        return z.object({
          value: (key !== null && Object.hasOwn(shape, key) ? shape[key] : undefined) ?? param.shape.value,
        })
      }
    }
  })()
  // An edited row keeps its key (the path names it), so only new rows check it.
  return key === null || !('key' in rules.shape) ? rules : rules.omit({ key: true })
}
