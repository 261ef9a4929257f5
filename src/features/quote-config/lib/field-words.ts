import { DFM_RULE_IDS, DFM_SEVERITIES } from '../../../../contract/dfm.ts'
import { leadTimeSectionSchema } from '../../../../contract/lead-time.ts'

/**
 * What the editor says of a value beyond its schema: the names of its options, and the choices of
 * a value the schema leaves open but the catalogue names (tier keys). Keyed by field, or by
 * `<field>.<column>` for a table's column (`tiers.key`: the key column of the tiers table).
 */
export interface FieldWords {
  /** i18n key of an option's name; an option without one shows as stored. */
  optionLabel?: (option: string) => string
  /** Chosen from these, by name; a stored value outside them stays shown. */
  options?: readonly string[]
}

/** The tiers a shop starts with: the ones the catalogue names in both languages. */
const TIER_KEYS = Object.keys(leadTimeSectionSchema.shape.tiers.parse(undefined))
const tier: FieldWords = { options: TIER_KEYS, optionLabel: (key) => `enums.leadTier.${key}` }

/** The pricing configuration's machine rows (VMC3, M5AX…): a key the product seeds is named by the catalogue. */
const machine: FieldWords = { optionLabel: (key) => `enums.machineKey.${key}` }

export const FIELD_WORDS: Readonly<Record<string, FieldWords>> = {
  defaultTier: tier,
  'tiers.key': tier,
  queue: { optionLabel: (value) => `enums.leadQueue.${value}` },
  workdays: { optionLabel: (day) => `quoteConfig.weekday.${day}` },
  'machineHours.key': { optionLabel: (kind) => `enums.equipmentType.${kind}` },
  // A DFM rule is named in words with its unit; its severity by what it does to the quote.
  'rules.key': { options: DFM_RULE_IDS, optionLabel: (rule) => `quoteConfig.dfmRule.${rule}` },
  severity: { options: DFM_SEVERITIES, optionLabel: (severity) => `quoteConfig.dfmSeverity.${severity}` },
  'machines.key': machine,
  'machineFactor.key': machine,
}

/** The i18n key of a table column's label: its own for that table when it has one, else the field's. */
export const columnLabelKeys = (field: string, column: string): [string, string] => [
  `quoteConfig.column.${field}.${column}`,
  `quoteConfig.field.${column}`,
]
