import { expect, vi } from 'vitest'
import { ApiError } from '../../../src/lib/api/errors.ts'
import { setLoginResult } from '../../../src/lib/stores/session.ts'

/** One call the stubbed fetch received. */
export interface FetchCall {
  url: string
  init: RequestInit & { headers: Headers }
}

type Reply = Response | ((call: FetchCall) => Response | Promise<Response>)

/** A JSON response. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** Stubs global fetch with the replies, in order (the last repeats); returns the recorded calls. */
export function stubFetch(...replies: Reply[]): FetchCall[] {
  const calls: FetchCall[] = []
  let index = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: FetchCall['init']) => {
      const call = { url, init }
      calls.push(call)
      const reply = replies[Math.min(index++, replies.length - 1)]
      if (!reply) throw new Error('no reply stubbed')
      // Cloned so a repeated reply still has an unread body.
      return typeof reply === 'function' ? reply(call) : reply.clone()
    }),
  )
  return calls
}

/** A reply that never settles on its own, only rejecting when the request's signal aborts (like fetch). */
export function never(call: FetchCall): Promise<Response> {
  return new Promise((_, reject) => {
    const signal = call.init.signal
    const fail = (): void => reject(signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'))
    if (signal?.aborted) fail()
    signal?.addEventListener('abort', fail)
  })
}

/** A success envelope. */
export const ok = { success: true, code: 200, msg: 'ok', data: { id: 1 }, extraInfo: null }

/** Logs a user in through the session store. */
export function logIn(): void {
  setLoginResult({ token: 'tok', userInfo: { role: 'Auditor' }, rememberMe: true, username: 'u' })
}

/** The ApiError a request rejected with (fails the test if it resolved or threw something else). */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}
