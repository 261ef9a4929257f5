import type { FastifyRequest } from 'fastify'
import { SUCCESS_CODE, errorEnvelope, type Envelope } from '../../contract/envelope.ts'
import { translate, type MessageParams } from './i18n.ts'
import type { MessageKey } from './messages.ts'

// The wire shapes live in the shared contract; routes import them through here with the helpers
// that need a request (the message follows the caller's language).
export {
  SUCCESS_CODE,
  envelopeOf,
  errorEnvelope,
  paged,
  pagedOf,
  pageQuery,
  searchQuery,
  type Envelope,
  type Paged,
} from '../../contract/envelope.ts'

export type SuccessEnvelope<T> = Envelope<T> & { success: true; code: typeof SUCCESS_CODE; extraInfo: unknown }

export function ok<T>(
  req: FastifyRequest,
  data: T,
  key: MessageKey = 'ok',
  params?: MessageParams,
): SuccessEnvelope<T> {
  return { success: true, code: SUCCESS_CODE, msg: translate(req.locale, key, params), data, extraInfo: null }
}

/**
 * The success envelope around `dataJson`, data already checked against its schema and serialised
 * (a cached answer): key for key what {@link ok} gives once serialised, without serialising again.
 */
export function okSerialized(req: FastifyRequest, dataJson: string): string {
  const msg = JSON.stringify(translate(req.locale, 'ok'))
  return `{"success":true,"code":${SUCCESS_CODE},"msg":${msg},"data":${dataJson},"extraInfo":null}`
}

export function failure(
  code: number,
  msg: string,
  extraInfo: unknown = null,
): Envelope<null> & { success: false; code: number } {
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
