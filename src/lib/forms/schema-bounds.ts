import { z } from 'zod'

// Forms read their limits from the contract's zod schemas through the schema's JSON Schema
// (z.toJSONSchema, zod's public and stable view of every check), so a bound changed in the
// contract changes the field, its hint and its message, with nothing copied here.

/** What a form needs to know about one value of a schema. */
export interface Bounds {
  type: 'number' | 'integer' | 'string' | 'boolean' | 'array' | 'tuple' | 'object' | 'record' | 'any'
  /** The value must be given (not optional and no default). */
  required: boolean
  /** Lowest number; refused itself when `above` (the schema's positive / gt). */
  min?: number
  above?: boolean
  /** Highest number; refused itself when `below`. */
  max?: number
  below?: boolean
  minLength?: number
  maxLength?: number
  /** An example of a value with a required format (`.meta({ examples })`), for messages. */
  example?: string
  /** The closed choice of an enum. */
  options?: readonly string[]
  minItems?: number
  maxItems?: number
  /** An array's element or a record's value. */
  item?: Bounds
  /** A tuple's elements. */
  items?: Bounds[]
  /** A record's key. */
  key?: Bounds
  /** An object's fields, in the schema's order. */
  fields?: Record<string, Bounds>
  /** An amount of money (`.meta({ money: true })`): shown with the money format. */
  money?: boolean
  /** The value may also be null (`.nullable()`): the schema's "does not apply". */
  nullable?: boolean
  /** What the schema puts in when the value is left out (`.default()`), when it says. */
  default?: unknown
}

type Json = Record<string, unknown>

const num = (v: unknown) => (typeof v === 'number' && Math.abs(v) < Number.MAX_SAFE_INTEGER ? v : undefined)
const json = (v: unknown): Json | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined

function typeOf(node: Json): Bounds['type'] {
  const type = node.type
  if (type === 'array') return Array.isArray(node.prefixItems) ? 'tuple' : 'array'
  if (type === 'object') return json(node.properties) ? 'object' : 'record'
  if (type === 'number' || type === 'integer' || type === 'string' || type === 'boolean') return type
  return Array.isArray(node.enum) ? 'string' : 'any'
}

const isNull = (n: unknown) => json(n)?.type === 'null'

function read(node: Json, required: boolean): Bounds {
  // A nullable value is its other branch, marked: a form edits it as that value, empty meaning null.
  const branches = Array.isArray(node.anyOf) ? node.anyOf : []
  const other = branches.length === 2 && branches.some(isNull) ? json(branches.find((n) => !isNull(n))) : undefined
  if (other) {
    const inner = read({ ...other, ...(node.default !== undefined ? { default: node.default } : {}) }, required)
    return { ...inner, nullable: true }
  }
  const b: Bounds = { type: typeOf(node), required }
  const set = <K extends keyof Bounds>(key: K, value: Bounds[K] | undefined) => {
    if (value !== undefined) b[key] = value
  }
  set('min', num(node.minimum))
  if (num(node.exclusiveMinimum) !== undefined) Object.assign(b, { min: node.exclusiveMinimum, above: true })
  set('max', num(node.maximum))
  if (num(node.exclusiveMaximum) !== undefined) Object.assign(b, { max: node.exclusiveMaximum, below: true })
  set('minLength', num(node.minLength))
  set('maxLength', num(node.maxLength))
  set('minItems', num(node.minItems))
  set('maxItems', num(node.maxItems))
  if (Array.isArray(node.enum)) b.options = node.enum.map(String)
  if (Array.isArray(node.examples) && node.examples.length) b.example = String(node.examples[0])
  if (node.money === true) b.money = true
  if (node.default !== undefined) b.default = node.default
  const item = json(node.items) ?? json(node.additionalProperties)
  if (item) b.item = read(item, true)
  if (Array.isArray(node.prefixItems)) b.items = node.prefixItems.map((n) => read(json(n) ?? {}, true))
  if (json(node.propertyNames)) b.key = read(json(node.propertyNames)!, true)
  const properties = json(node.properties)
  if (properties) {
    const needed = new Set(Array.isArray(node.required) ? node.required : [])
    b.fields = Object.fromEntries(
      Object.entries(properties).map(([name, n]) => [name, read(json(n) ?? {}, needed.has(name))]),
    )
  }
  return b
}

const cache = new WeakMap<z.ZodType, Bounds>()

/** The bounds of a schema; `io: 'input'` so that optional and defaulted fields count as not required. */
export function boundsOf(schema: z.ZodType): Bounds {
  let bounds = cache.get(schema)
  if (!bounds) {
    bounds = read(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), !schema.isOptional())
    cache.set(schema, bounds)
  }
  return bounds
}

/** The bounds of the value at `path` inside `bounds` (object fields, array and record items, tuple elements). */
export function boundsAt(bounds: Bounds | undefined, path: readonly PropertyKey[]): Bounds | undefined {
  let at = bounds
  for (const segment of path) {
    if (!at) return undefined
    if (at.type === 'object') at = at.fields?.[String(segment)]
    else if (at.type === 'tuple') at = at.items?.[Number(segment)]
    else at = at.item
  }
  return at
}
