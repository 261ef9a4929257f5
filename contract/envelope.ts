import { z } from 'zod'
import { text } from './text.ts'
import { DEFAULT_PAGE_SIZE, KEYWORD_MAX, MAX_PAGE_SIZE, SUCCESS_CODE } from './wire.ts'

export {
  DEFAULT_PAGE_SIZE,
  KEYWORD_MAX,
  MAX_PAGE_SIZE,
  SUCCESS_CODE,
  paged,
  type Envelope,
  type Paged,
} from './wire.ts'

// Schemas of the wire shapes every route shares: the server's route schemas and its
// OpenAPI document are built from them; the client uses their types (wire.ts) without loading zod.

/** Response schema of a successful answer carrying `data`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    code: z.literal(SUCCESS_CODE),
    msg: z.string(),
    data,
    extraInfo: z.unknown().nullable(),
  })
}

/** Response schema of every failure (validation, auth, not found, conflict, rate limit, server error). */
export const errorEnvelope = z
  .object({
    success: z.literal(false),
    code: z.number().int().describe('Mirrors the HTTP status: 400, 401, 403, 404, 409, 413, 415, 429, 500'),
    msg: z.string().describe('Localized by Accept-Language (zh-CN default, en)'),
    data: z.null(),
    extraInfo: z.unknown().nullable(),
  })
  .describe('Error envelope')

/** Response schema of a page of `row`. */
export const pagedOf = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    hasPreviousPage: z.boolean(),
    hasNextPage: z.boolean(),
  })

/** Query of every paged list route. */
export const pageQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
})

/** Query of a searchable paged list: the page plus a keyword. */
export const searchQuery = pageQuery.extend({ keyword: text().trim().max(KEYWORD_MAX).optional() })

/** A database id in a path or query: a positive 32-bit integer. */
export const idParam = z.coerce.number().int().min(1).max(2_147_483_647)
