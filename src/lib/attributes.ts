/**
 * Attribute parsing for the elements. A CMS author's typo must never kill an element: every parser
 * warns once per bad value and returns the documented default.
 */
const warned = new Set<string>()

function warn(tag: string, attr: string, value: unknown, fallback: unknown) {
  const key = `${tag}|${attr}|${String(value)}`
  if (warned.has(key)) return
  warned.add(key)
  console.warn(
    `[quote-elements] <${tag}> ${attr}=${JSON.stringify(value)} is not valid; using ${JSON.stringify(fallback)}.`,
  )
}

type Raw = string | boolean | number | null | undefined

const isBlank = (value: Raw) => value === undefined || value === null || value === ''

/** One of a fixed set of strings. */
export function parseEnum<T extends string>(
  tag: string,
  attr: string,
  value: Raw,
  allowed: readonly T[],
  fallback: T,
): T {
  if (isBlank(value)) return fallback
  if ((allowed as readonly string[]).includes(String(value))) return String(value) as T
  warn(tag, attr, value, fallback)
  return fallback
}

/** `"true"`/`"false"` (r2wc's convention); a bare attribute (`""`) counts as true, like HTML. */
export function parseBool(tag: string, attr: string, value: Raw, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback
  if (typeof value === 'boolean') return value
  const text = String(value).trim().toLowerCase()
  if (text === '' || text === 'true' || text === attr) return true
  if (text === 'false') return false
  warn(tag, attr, value, fallback)
  return fallback
}

/** A finite number, optionally at least `min`. */
export function parseNumber(tag: string, attr: string, value: Raw, fallback: number, min = -Infinity): number {
  if (isBlank(value)) return fallback
  const n = typeof value === 'number' ? value : Number(String(value).trim())
  if (Number.isFinite(n) && n >= min) return n
  warn(tag, attr, value, fallback)
  return fallback
}

/** JSON text (or an already parsed value set as a property), checked by `valid`. */
export function parseJson<T>(tag: string, attr: string, value: unknown, fallback: T, valid: (v: unknown) => v is T): T {
  if (value === undefined || value === null || value === '') return fallback
  let parsed: unknown = value
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value)
    } catch {
      warn(tag, attr, value, fallback)
      return fallback
    }
  }
  if (valid(parsed)) return parsed
  warn(tag, attr, value, fallback)
  return fallback
}

/** A CSS colour: hex (`#abc`, `#aabbcc`) anywhere, any CSS colour where the browser can check it. */
export function parseColor(tag: string, attr: string, value: Raw, fallback: string): string {
  if (isBlank(value)) return fallback
  const text = String(value).trim()
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(text)
  const css = !text.startsWith('#') && typeof CSS !== 'undefined' && CSS.supports?.('color', text)
  if (hex || css) return text
  warn(tag, attr, value, fallback)
  return fallback
}

/** Trimmed text, or the fallback when blank. */
export function parseText(value: Raw, fallback = ''): string {
  return isBlank(value) ? fallback : String(value).trim()
}
