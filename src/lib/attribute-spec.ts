/**
 * How an element's attributes are declared: once, as an object of attribute specs keyed by
 * property name, with each attribute's doc as the JSDoc of its key (minified away, so docs cost
 * the bundle nothing). r2wc's props, the element's property types, the root's prop types, the
 * manifest (dist/custom-elements.json) and the README's attribute table all come from it.
 */

/** The text an attribute holds, and how its root reads it (lib/attributes.ts). */
export type AttributeKind = 'text' | 'enum' | 'bool' | 'number' | 'color' | 'json'

/** One attribute: `P` is what its property accepts besides `undefined` (type-only). */
export interface Attribute<P = unknown> {
  readonly kind: AttributeKind
  /** The allowed values of an `enum` attribute. */
  readonly values?: readonly string[]
  /** What the root uses when the attribute is absent, blank or invalid. */
  readonly default?: string | number | boolean
  /** The least value of a `number` attribute. */
  readonly min?: number
  /** Type-only: the property's value type. */
  readonly property?: P
}

/** Plain text (a URL, an id, a prefix). */
export const text = (fallback?: string): Attribute<string> => ({ kind: 'text', default: fallback })

type OneOf<T extends string> = Attribute<string> & { values: readonly T[] }

/** One of a fixed set of words. */
export function oneOf<const T extends string>(values: readonly T[]): OneOf<T>
export function oneOf<const T extends string>(values: readonly T[], fallback: NoInfer<T>): OneOf<T> & { default: T }
export function oneOf(values: readonly string[], fallback?: string): Attribute<string> {
  return { kind: 'enum', values, default: fallback }
}

/** `"true"` / `"false"`, or a boolean set as a property; a bare attribute counts as true. */
export const bool = (fallback: boolean) =>
  ({ kind: 'bool', default: fallback }) as Attribute<string | boolean> & { default: boolean }

/** A number, or its text, at least `min`. */
export const number = (fallback: number, min?: number) =>
  ({ kind: 'number', default: fallback, min }) as Attribute<string | number> & { default: number }

/** A CSS colour. */
export const color = (): Attribute<string> => ({ kind: 'color' })

/** JSON text, or the value itself set as a property (`T`). */
export const json = <T>(): Attribute<string | T> => ({ kind: 'json' })

export type AttributeMap = Readonly<Record<string, Attribute>>

/** What an attribute's property accepts besides `undefined`. */
export type PropertyOf<A> = A extends Attribute<infer P> ? P : never

/** What r2wc hands the element's React root: each property, when set. */
export type AttributeProps<A extends AttributeMap> = { [K in keyof A]?: PropertyOf<A[K]> }

/** `cameraControls` → `camera-controls`: the attribute a property reflects (r2wc's rule). */
export const attributeName = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
