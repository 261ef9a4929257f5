import { createHash, randomBytes } from 'node:crypto'

/** An opaque 256-bit bearer token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/**
 * Reads the token from the configured header. "Bearer " is the documented form; a bare token
 * is accepted too because some host CMSs configure a custom header name without the scheme.
 */
export function readToken(headerValue: string | string[] | undefined): string | undefined {
  const value = Array.isArray(headerValue) ? headerValue[0] : headerValue
  if (!value) return undefined
  const token = value.replace(/^Bearer\s+/i, '').trim()
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined
}
