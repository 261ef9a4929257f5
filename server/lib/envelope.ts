import { z } from 'zod'
import type { FastifyRequest } from 'fastify'
import { translate, type MessageParams } from './i18n.ts'
import type { MessageKey } from './messages.ts'

export const SUCCESS_CODE = 200 as const

/** The answer shape of every route (SPEC §3). */
export interface Envelope<T> {
  success: boolean
  code: number
  msg: string
  data: T
  extraInfo: unknown
}

/** Response schema for a successful answer carrying `data`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    code: z.literal(SUCCESS_CODE),
    msg: z.string(),
    data,
    extraInfo: z.unknown().nullable(),
  })
}

/** Response schema of every failure (validation, auth, not found, rate limit, server error). */
export const errorEnvelope = z
  .object({
    success: z.literal(false),
    code: z.number().int().describe('Mirrors the HTTP status: 400, 401, 403, 404, 409, 413, 415, 429, 500'),
    msg: z.string().describe('Localized by Accept-Language (zh-CN default, en)'),
    data: z.null(),
    extraInfo: z.unknown().nullable(),
  })
  .describe('Error envelope')

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

export interface Paged<T> {
  rows: T[]
  pageIndex: number
  pageSize: number
  totalCount: number
  totalPages: number
  hasPreviousPage: boolean
  hasNextPage: boolean
}

export function paged<T>(rows: T[], pageIndex: number, pageSize: number, totalCount: number): Paged<T> {
  const totalPages = Math.ceil(totalCount / pageSize)
  return {
    rows,
    pageIndex,
    pageSize,
    totalCount,
    totalPages,
    hasPreviousPage: pageIndex > 1,
    hasNextPage: pageIndex < totalPages,
  }
}

/** SPEC §2: chat history loads 20 per page from page 1. */
export const pageQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})

export type SuccessEnvelope<T> = Envelope<T> & { success: true; code: typeof SUCCESS_CODE }

export function ok<T>(
  req: FastifyRequest,
  data: T,
  key: MessageKey = 'ok',
  params?: MessageParams,
): SuccessEnvelope<T> {
  return { success: true, code: SUCCESS_CODE, msg: translate(req.locale, key, params), data, extraInfo: null }
}

export function failure(code: number, msg: string, extraInfo: unknown = null): Envelope<null> & { success: false } {
  return { success: false, code, msg, data: null, extraInfo }
}

/** Error statuses documented on every route in the OpenAPI description. */
export const commonErrors = {
  400: errorEnvelope,
  401: errorEnvelope,
  404: errorEnvelope,
  429: errorEnvelope,
  500: errorEnvelope,
} as const
