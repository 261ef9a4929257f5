import type { z } from 'zod'
import { boundsOf, type Bounds } from '../forms/schema-bounds.ts'

// A form's fields are read from the contract's zod schema: its shape picks each input, its checks
// give the bounds and the required mark, and the same schema validates what the form sends.
// A screen adds only what a schema cannot say: its words (label, unit, hint, option names).

/**
 * How a value is edited: text (one line or several), a number (an integer), one of a closed set
 * (enum), several of one (multi, ticked), a list of free words or of numbers typed as text, or
 * JSON text for any other structure.
 */
export type FieldKind = 'text' | 'textarea' | 'number' | 'integer' | 'enum' | 'multi' | 'list' | 'numbers' | 'json'

/** One field of a schema-driven form, and its table column. */
export interface SchemaField {
  name: string
  kind: FieldKind
  /** i18n key of the label. */
  label: string
  /** Marked required: the schema refuses the form without it. */
  required: boolean
  /** The schema's bounds of the value. */
  bounds: Bounds
  maxLength?: number
  /** The closed choices of an enum or multi field. */
  options?: readonly string[]
  /** i18n key of an option's name; without it the option shows as it is. */
  optionLabel?: (option: string) => string
  /** i18n key of the unit shown after the input. */
  unit?: string
  /** i18n key of the hint under the input. */
  hint?: string
  /** Shown with the money format. */
  money?: boolean
  /** A JSON field that is a table of [limit, value] steps: i18n keys of its two columns. */
  steps?: { a: string; b: string }
}

/** What a screen says of a field beyond its schema; `kind` replaces the schema's choice. */
export type FieldOverride = Partial<Pick<SchemaField, 'kind' | 'label' | 'optionLabel' | 'unit' | 'hint'>>

/** The input a schema value gets: numbers, a choice, a list (of choices), text, or JSON for anything else. */
export function kindOf(b: Bounds): FieldKind {
  if (b.type === 'number') return 'number'
  if (b.type === 'integer') return 'integer'
  if (b.type === 'string') return b.options ? 'enum' : 'text'
  if (b.type === 'array' && b.item?.type === 'string') return b.item.options ? 'multi' : 'list'
  if (b.type === 'array' && (b.item?.type === 'number' || b.item?.type === 'integer')) return 'numbers'
  return 'json'
}

/** Whether a field is typed as a number. */
export const isNumeric = (field: Pick<SchemaField, 'kind'>) => field.kind === 'number' || field.kind === 'integer'

/** One field from its bounds; `label` names the i18n key of a field's label by its name. */
export function schemaField(name: string, b: Bounds, label: string, override: FieldOverride = {}): SchemaField {
  const kind = override.kind ?? kindOf(b)
  // A list is always sent (empty when nothing is given): it is required only when it may not be empty.
  const several = kind === 'multi' || kind === 'list' || kind === 'numbers'
  const field: SchemaField = {
    name,
    kind,
    label,
    required: several ? (b.minItems ?? 0) > 0 : b.required,
    bounds: b,
    ...override,
  }
  const maxLength = b.maxLength ?? b.item?.maxLength
  const options = b.options ?? b.item?.options
  if (maxLength !== undefined) field.maxLength = maxLength
  if (options) field.options = options
  if (b.money) field.money = true
  return field
}

/**
 * A form's fields, one per field of the object schema in the schema's order: the label of each is
 * `label(name)` unless its override names another key.
 */
export function schemaFields(
  schema: z.ZodObject,
  label: (name: string) => string,
  overrides: Partial<Record<string, FieldOverride>> = {},
): SchemaField[] {
  return Object.entries(boundsOf(schema).fields ?? {}).map(([name, b]) =>
    schemaField(name, b, label(name), overrides[name]),
  )
}
