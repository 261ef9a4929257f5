import type { QueryParams } from './types.ts'

// qs escapes everything outside the RFC 3986 unreserved set; encodeURIComponent leaves !'()*.
function encode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

function scalar(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value)
}

/**
 * Appends query parameters, skipping null and undefined and encoding keys and values. Joins with
 * `&` when the URL already has a query (the template added a second `?`).
 */
export function withParams(url: string, params: QueryParams | undefined): string {
  const pairs: string[] = []
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === null || value === undefined) continue
    pairs.push(`${encode(key)}=${encode(scalar(value))}`)
  }
  if (pairs.length === 0) return url
  const joiner = !url.includes('?') ? '?' : /[?&]$/.test(url) ? '' : '&'
  return url + joiner + pairs.join('&')
}

function flatten(prefix: string, value: unknown, out: string[]): void {
  if (value === undefined) return
  if (value === null) {
    out.push(`${encode(prefix)}=`)
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => flatten(`${prefix}[${i}]`, item, out))
  } else if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) flatten(`${prefix}[${key}]`, item, out)
  } else {
    out.push(`${encode(prefix)}=${encode(scalar(value))}`)
  }
}

/** A form-urlencoded body in qs style: `a[b]=1`, `list[0]=x`, undefined skipped, null empty. */
export function toQueryString(body: Record<string, unknown>): string {
  const out: string[] = []
  for (const [key, value] of Object.entries(body)) flatten(key, value, out)
  return out.join('&')
}

/**
 * A multipart body: each top-level key is appended once, Blobs and Files as they are. Arrays
 * append every item under the same key (how several files are uploaded in one field), where the
 * template stringified them to "a,b". null and undefined are skipped; other objects are sent as JSON.
 */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData()
  const append = (key: string, value: unknown): void => {
    if (value === null || value === undefined) return
    if (value instanceof Blob) form.append(key, value)
    else if (typeof value === 'object' && !(value instanceof Date)) form.append(key, JSON.stringify(value))
    else form.append(key, scalar(value))
  }
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) for (const item of value) append(key, item)
    else append(key, value)
  }
  return form
}
