import type { Bounds } from '../../../lib/forms/schema-bounds.ts'
import { textOf } from '../../../lib/i18n/index.ts'
import { kindOf, schemaField, type FieldKind, type SchemaField } from '../../../lib/schema-form/fields.ts'
import { FIELD_WORDS, type FieldWords } from './field-words.ts'
import { optionLabelOf } from '../../../lib/i18n/enum-fields.ts'
import '../../../lib/i18n/config-messages.ts'

/**
 * The editor is driven by descriptions of each section's fields, read from the contract's zod
 * schema (contract/quote-config.ts): the schema's shape picks the input, its checks give
 * the bounds, and the same schema validates the draft. Nothing here restates a limit.
 */

/**
 * A column of an items table, or a field of a group: edited as the form kit's kinds are, in a table
 * cell, so a list (of choices too) is typed as text.
 */
export interface LeafSpec {
  type: Extract<FieldKind, 'number' | 'integer' | 'text' | 'enum' | 'list' | 'numbers'>
  key: string
  bounds: Bounds
  /** Option names and choices the schema cannot say (./field-words.ts). */
  words?: FieldWords
}

/** One field of a section. */
export type FieldSpec =
  | LeafSpec
  /** A nested object with fixed fields. */
  | { type: 'group'; key: string; fields: LeafSpec[] }
  /** key → number; `fixed` when the keys are a closed set (material classes). */
  | { type: 'record'; key: string; keys: Bounds; value: Bounds; fixed: boolean }
  /** key → object, edited as a table whose first column is the key. */
  | { type: 'keyed'; key: string; columns: LeafSpec[] }
  /** An array of [a, b] pairs, ascending by a. */
  | { type: 'pairs'; key: string; a: Bounds; b: Bounds; bounds: Bounds }
  /** An array of objects. */
  | { type: 'items'; key: string; columns: LeafSpec[]; bounds: Bounds }

/** The i18n key of a field's label: quoteConfig.field.<key>. */
export const labelKey = (key: string): string => `quoteConfig.field.${key}`

const ANY: Bounds = { type: 'any', required: false }

/** A table column's label: its own for that table (quoteConfig.column.<field>.<column>) when it has one. */
export function columnLabel(field: string, column: string): string {
  const own = `quoteConfig.column.${field}.${column}`
  const text = textOf(own)
  return text === own ? textOf(labelKey(column)) : text
}

/** A leaf as a field of the form kit: what its input, its value and its label are. */
export function leafField(spec: LeafSpec): SchemaField {
  const { options } = spec.words ?? {}
  const optionLabel = spec.words?.optionLabel ?? optionLabelOf(spec.key)
  const field = schemaField(spec.key, spec.bounds, labelKey(spec.key), {
    kind: options ? 'enum' : spec.type,
    ...(optionLabel && { optionLabel }),
  })
  return options ? { ...field, options } : field
}

/**
 * The choices of a list ticked rather than typed: a closed set of words (the material classes a
 * treatment applies to, named by the catalogue) or whole numbers in a small closed range
 * (weekdays 1–7); null for any other leaf.
 */
export function tickOptions(spec: LeafSpec): string[] | null {
  const item = spec.bounds.item
  if (spec.type === 'list' && item?.options) return [...item.options]
  if (spec.type !== 'numbers' || item?.type !== 'integer' || item.min === undefined || item.max === undefined)
    return null
  const count = item.max - item.min + 1
  return count > 0 && count <= 12 ? Array.from({ length: count }, (_, i) => String(item.min! + i)) : null
}

/** The fields of an object in `order` first (a layout choice), then the schema's order. */
function ordered(fields: Record<string, Bounds>, order: readonly string[]): [string, Bounds][] {
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length)
  return Object.entries(fields).sort(([a], [b]) => rank(a) - rank(b))
}

function leaf(key: string, b: Bounds): LeafSpec {
  const kind = kindOf(b)
  const words = FIELD_WORDS[key] ? { words: FIELD_WORDS[key] } : {}
  if (kind === 'multi' || (kind === 'json' && b.type === 'array')) return { type: 'list', key, bounds: b, ...words }
  if (kind === 'json' || kind === 'textarea') return { type: 'text', key, bounds: b, ...words }
  return { type: kind, key, bounds: b, ...words }
}

const columns = (b: Bounds | undefined, order: readonly string[]) =>
  ordered(b?.fields ?? {}, order).map(([k, c]) => leaf(k, c))

/** The spec of one section field, chosen by the schema's shape. */
export function fieldSpec(key: string, b: Bounds, order: readonly string[] = []): FieldSpec {
  if (b.type === 'object') return { type: 'group', key, fields: columns(b, order) }
  if (b.type === 'record' && b.item?.type === 'object') return { type: 'keyed', key, columns: columns(b.item, order) }
  if (b.type === 'record')
    return { type: 'record', key, keys: b.key ?? ANY, value: b.item ?? ANY, fixed: Boolean(b.key?.options) }
  if (b.type === 'array' && b.item?.type === 'tuple')
    return { type: 'pairs', key, a: b.item.items?.[0] ?? ANY, b: b.item.items?.[1] ?? ANY, bounds: b }
  if (b.type === 'array' && b.item?.type === 'object')
    return { type: 'items', key, columns: columns(b.item, order), bounds: b }
  return leaf(key, b)
}

/** A section's fields from its schema's bounds; `order` lists keys (and columns) to show first. */
export function sectionSpec(section: Bounds, order: readonly string[] = []): FieldSpec[] {
  return ordered(section.fields ?? {}, order).map(([key, b]) => fieldSpec(key, b, order))
}
