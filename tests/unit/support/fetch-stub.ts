import { vi } from 'vitest'

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
