import type { z } from 'zod'
import { boundsOf, type Bounds } from '../../../lib/forms/schema-bounds.ts'

/** How a field is edited and checked. */
export type FieldKind = 'text' | 'number' | 'integer' | 'list' | 'enum' | 'multi' | 'json'

/** One column and form field of a cost table. */
export interface CostField {
  name: string
  kind: FieldKind
  /** i18n key of the label. */
  label: string
  required?: boolean
  maxLength?: number
  /** For enum and multi fields. */
  options?: readonly string[]
  /** Shown with the money format (contract/format/money.ts). */
  money?: boolean
  /** For a column of fixed parameters: whether the row's value is money. */
  moneyKey?: (key: string) => boolean
  /** The schema's bounds of the field (forms only). */
  bounds?: Bounds
  /** The key: entered when adding, fixed when editing. */
  isKey?: boolean
  /** Hidden in the form (shown in the table only). */
  readOnly?: boolean
}

/** The input a schema value gets: numbers, a choice, a list (of choices), text, or JSON for anything else. */
export function kindOf(b: Bounds): FieldKind {
  if (b.type === 'number') return 'number'
  if (b.type === 'integer') return 'integer'
  if (b.type === 'string') return b.options ? 'enum' : 'text'
  if (b.type === 'array' && b.item?.type === 'string') return b.item.options ? 'multi' : 'list'
  return 'json'
}

/** The label of a field: cost.field.<name>, unless `labels` names another key. */
const labelOf = (name: string, labels: Record<string, string>) => labels[name] ?? `cost.field.${name}`

/** A table's form fields, one per field of its contract schema (costRowRules), in the schema's order. */
export function fieldsOf(schema: z.ZodObject, labels: Record<string, string> = {}): CostField[] {
  return Object.entries(boundsOf(schema).fields ?? {}).map(([name, b]): CostField => {
    const field: CostField = {
      name,
      kind: kindOf(b),
      label: labelOf(name, labels),
      required: b.required || (b.minItems ?? 0) > 0,
      bounds: b,
    }
    const maxLength = b.maxLength ?? b.item?.maxLength
    const options = b.options ?? b.item?.options
    if (maxLength !== undefined) field.maxLength = maxLength
    if (options) field.options = options
    if (b.money) field.money = true
    if (name === 'key') field.isKey = true
    return field
  })
}
