/**
 * The editor is driven by descriptions of each section's fields, written to match the server's
 * zod schema (server/engine/pricing/config-schema.ts): one description gives the form, the
 * validation and the "was" values beside changed fields.
 */

/** A number rule: the bounds of the server's money / positive / rate / coefficient helpers. */
export interface NumRule {
  /** Inclusive minimum. */
  min?: number
  /** Exclusive minimum (the server's `positive`). */
  above?: number
  max?: number
  int?: boolean
  /** How the value is shown: money gets 2 decimals with separators (SPEC §5). */
  format?: 'money' | 'plain'
}

export const MONEY: NumRule = { min: 0, format: 'money' }
export const NONNEG: NumRule = { min: 0 }
export const POSITIVE: NumRule = { above: 0 }
export const COEF: NumRule = { min: 0.1, max: 20 }
export const rate = (max = 1): NumRule => ({ min: 0, max })

/** The classes a material or treatment can have. */
export const MATERIAL_CLASSES = ['Al', 'SS', 'steel', 'brass', 'copper', 'plastic', 'Ti'] as const

/** A column of an items table, or a field of a group. */
export type LeafSpec =
  | { type: 'number'; key: string; rule: NumRule }
  | { type: 'text'; key: string; required?: boolean }
  | { type: 'enum'; key: string; options: readonly string[] }
  /** A string array edited as comma-separated text; `options` restricts the values. */
  | { type: 'tags'; key: string; options?: readonly string[]; minItems?: number }
  /** A number array edited as comma-separated text. */
  | { type: 'numbers'; key: string; rule: NumRule }

/** One field of a section. */
export type FieldSpec =
  | LeafSpec
  /** A nested object with fixed fields. */
  | { type: 'group'; key: string; fields: LeafSpec[] }
  /** key → number; `fixed` means the keys cannot be added or removed. */
  | { type: 'record'; key: string; rule: NumRule; keyPattern?: RegExp; fixed?: boolean }
  /** key → object, edited as a table whose first column is the key. */
  | { type: 'keyed'; key: string; columns: LeafSpec[] }
  /** An array of [a, b] pairs, ascending by a. */
  | { type: 'pairs'; key: string; a: NumRule; b: NumRule; minItems?: number }
  /** An array of objects. */
  | { type: 'items'; key: string; columns: LeafSpec[]; minItems?: number }

/** The i18n key of a field's label: quoteConfig.field.<key>. */
export const labelKey = (key: string): string => `quoteConfig.field.${key}`
