import { createHmac } from 'node:crypto'
import { pinnedPost, type Resolver } from './pinned-post.ts'
import {
  EVENT_ID_HEADER,
  EVENT_TYPE_HEADER,
  RESPONSE_EXCERPT_MAX,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from '../../../contract/webhooks.ts'

/** `sha256=` and the hex HMAC-SHA256 of the raw body keyed with the endpoint's secret. */
export const signBody = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`

/** What one attempt came to: a 2xx is delivered; anything else (or no answer) is retried. */
export interface SendOutcome {
  ok: boolean
  /** The receiver's status, or null when it did not answer (refused, timed out, bad address). */
  status: number | null
  /** The start of its answer, or why there was none. */
  excerpt: string
}

export interface SendTarget {
  url: string
  secret: string
}

export interface SentEvent {
  eventId: string
  type: string
  body: string
}

/**
 * POSTs the event's body once, to an address the reach rules allow (pinned-post.ts). Redirects are
 * not followed (a 3xx is a failed attempt: the registered address is the one that is signed for).
 * Never throws: a failure is an outcome. `resolve` stands in for DNS in tests.
 */
export async function sendEvent(
  target: SendTarget,
  event: SentEvent,
  signal: AbortSignal,
  allowLoopback: boolean,
  resolve?: Resolver,
): Promise<SendOutcome> {
  try {
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'quote-elements-webhook',
      [SIGNATURE_HEADER]: signBody(target.secret, event.body),
      [EVENT_ID_HEADER]: event.eventId,
      [EVENT_TYPE_HEADER]: event.type,
      [TIMESTAMP_HEADER]: String(Math.floor(Date.now() / 1000)),
    }
    const res = await pinnedPost(target.url, headers, event.body, signal, {
      allowLoopback,
      excerptMax: RESPONSE_EXCERPT_MAX,
      ...(resolve ? { resolve } : {}),
    })
    return { ok: res.status >= 200 && res.status < 300, status: res.status, excerpt: res.text }
  } catch (err) {
    return { ok: false, status: null, excerpt: failureText(err).slice(0, RESPONSE_EXCERPT_MAX) }
  }
}

/** Why no answer came, in the words of the network error (ECONNREFUSED, a timeout), never a stack. */
function failureText(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as Error & { code?: string }).code
    if (err.name === 'TimeoutError' || err.name === 'AbortError') return `${err.name}: ${err.message}`
    if (code && !err.message.includes(code)) return `${code}: ${err.message}`
    return err.message
  }
  return String(err)
}

/**
 * The wait before retry number `attempts` + 1: `baseMs` doubled after each failed attempt, at most
 * `maxMs`. With the defaults (30 s, 1 h) a receiver down for an hour gets the event within about
 * half an hour of coming back.
 */
export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  const doubled = baseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30)
  return Math.min(doubled, maxMs)
}
