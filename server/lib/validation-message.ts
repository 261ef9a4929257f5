import type { FastifyRequest } from 'fastify'
import { TEXT_RULE } from '../../contract/text.ts'
import { translate } from './i18n.ts'

/** The parts of a fastify-type-provider-zod validation entry we read. */
interface ValidationEntry {
  keyword: string
  instancePath: string
  params?: Record<string, unknown>
}

function valueAt(root: unknown, segments: string[]): unknown {
  let current = root
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[segment]
  }
  return current
}

/** Whether a zod issue (or, for a record's key, one of its inner issues) is text()'s refusal. */
function isControlCharacters(params: Record<string, unknown>): boolean {
  if ((params.params as { rule?: unknown } | undefined)?.rule === TEXT_RULE) return true
  const inner = params.issues
  return Array.isArray(inner) && inner.some((i) => isControlCharacters(i as Record<string, unknown>))
}

/**
 * Turns the first schema violation into one localized sentence naming the field,
 * e.g. "参数 username 不能为空" / "password must be at most 64 characters".
 */
export function validationMessage(
  req: FastifyRequest,
  context: string | undefined,
  entries: ValidationEntry[],
  explicitSource?: unknown,
): string {
  const first = entries[0]
  const path = (first?.instancePath ?? '').split('/').filter(Boolean)
  // A record's refused key is named by the record, not by the (hostile) key itself.
  const segments = first?.keyword === 'invalid_key' ? path.slice(0, -1) : path
  const field = segments.length > 0 ? segments.join('.') : (context ?? 'body')
  if (!first) return translate(req.locale, 'validation.invalid', { field })
  const params = first.params ?? {}
  if (isControlCharacters(params)) return translate(req.locale, 'validation.controlCharacters', { field })
  const source =
    explicitSource ??
    (context === 'querystring'
      ? req.query
      : context === 'params'
        ? req.params
        : context === 'headers'
          ? req.headers
          : req.body)
  const origin = params.origin
  const isLength = origin === 'string' || origin === 'array'
  switch (first.keyword) {
    case 'invalid_type':
      return valueAt(source, segments) === undefined || valueAt(source, segments) === null
        ? translate(req.locale, 'validation.required', { field })
        : translate(req.locale, 'validation.type', { field, expected: String(params.expected ?? '?') })
    case 'too_big':
      if (origin === 'array')
        return translate(req.locale, 'validation.tooManyItems', { field, max: String(params.maximum) })
      return translate(req.locale, isLength ? 'validation.tooLong' : 'validation.tooBig', {
        field,
        max: String(params.maximum),
      })
    case 'too_small': {
      const value = valueAt(source, segments)
      if (
        isLength &&
        params.minimum === 1 &&
        (value === undefined || (typeof value === 'string' && value.trim() === ''))
      ) {
        return translate(req.locale, 'validation.required', { field })
      }
      if (origin === 'array')
        return translate(req.locale, 'validation.tooFewItems', { field, min: String(params.minimum) })
      // positive() and gt(): the minimum itself is refused, so "at least 0" would be wrong.
      if (!isLength && params.inclusive === false)
        return translate(req.locale, 'validation.notAbove', { field, min: String(params.minimum) })
      return translate(req.locale, isLength ? 'validation.tooShort' : 'validation.tooSmall', {
        field,
        min: String(params.minimum),
      })
    }
    case 'invalid_format':
      return translate(req.locale, 'validation.format', { field })
    default:
      return translate(req.locale, 'validation.invalid', { field })
  }
}
