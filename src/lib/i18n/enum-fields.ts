import type { EnumKind } from './enum-label.ts'

/**
 * The configuration's closed choices, by the field that holds them: a material class, a
 * treatment's kind and pricing basis, the PMI mode, a process row's group, a lead-time tier's queue. The cost tables and the
 * configuration editor name each option through the enum catalogue, so a select offers 铝合金, not Al.
 */
const ENUM_FIELDS: Readonly<Record<string, EnumKind>> = {
  class: 'materialClass',
  appliesTo: 'materialClass',
  kind: 'treatmentKind',
  basis: 'treatmentBasis',
  mode: 'pmiMode',
  group: 'costGroup',
  queue: 'leadQueue',
}

/** The catalogue kind of a configuration field's choices, or undefined for free values. */
export const enumKindOf = (field: string): EnumKind | undefined => ENUM_FIELDS[field]

/** The i18n key naming one option of a configuration field (for SchemaField.optionLabel). */
export function optionLabelOf(field: string): ((option: string) => string) | undefined {
  const kind = enumKindOf(field)
  return kind ? (option) => `enums.${kind}.${option}` : undefined
}
