/** How a field is edited and checked. */
export type FieldKind = 'text' | 'number' | 'integer' | 'list' | 'enum' | 'multi' | 'json'

/** Numeric bounds, as the server's quoteConfigSchema has them. */
export interface Bounds {
  min?: number
  max?: number
  /** min itself is refused (the server's "must be greater than"). */
  above?: boolean
}

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
  /** Shown with the SPEC §5 money format. */
  money?: boolean
  bounds?: Bounds
  /** The key: entered when adding, fixed when editing. */
  isKey?: boolean
  /** The key's shape (PMI grades, Ra values), with the i18n key of the message. */
  pattern?: { re: RegExp; message: string }
  /** Hidden in the form (shown in the table only). */
  readOnly?: boolean
}

/** The server's material classes (materialClassSchema). */
export const MATERIAL_CLASSES = ['Al', 'SS', 'steel', 'brass', 'copper', 'plastic', 'Ti'] as const

/** The key field: required, at most 40 characters (the routes' key rule). */
export const keyField = (extra: Partial<CostField> = {}): CostField => ({
  name: 'key', kind: 'text', label: 'cost.field.key', required: true, maxLength: 40, isKey: true, ...extra,
})

/** A required number field. */
export const numberField = (name: string, bounds: Bounds, extra: Partial<CostField> = {}): CostField => ({
  name, kind: 'number', label: `cost.field.${name}`, required: true, bounds, ...extra,
})

/** Non-negative money (the server's money()). */
export const moneyField = (name: string): CostField => numberField(name, { min: 0 }, { money: true })

/** The coefficient range 0.1–20 (the server's coefficient()). */
export const COEFFICIENT: Bounds = { min: 0.1, max: 20 }
