import { t } from '../i18n/index.ts'

/** Default wait between polling tries, in ms. */
export const POLL_INTERVAL = 2000
/** Default number of polling tries. */
export const POLL_MAX_TRIES = 30

/** Wait between the first tries of a quick-start poll, in ms. */
export const QUICK_INTERVAL = 500
/** Tries of a quick-start poll made QUICK_INTERVAL apart (8 s of them). */
export const QUICK_TRIES = 16

/**
 * A poll for work that is often done in a few seconds (a part's analysis): asked about every
 * 500 ms for the first 8 s, then every 2 s. A steady 2 s wait would keep the customer from a
 * finished price for a second on average. It gives up after as long as the default poll.
 */
export const QUICK_START = {
  interval: (attempt: number) => (attempt <= QUICK_TRIES ? QUICK_INTERVAL : POLL_INTERVAL),
  maxTries: POLL_MAX_TRIES + QUICK_TRIES - (QUICK_TRIES * QUICK_INTERVAL) / POLL_INTERVAL,
} satisfies Pick<PollOptions<unknown>, 'interval' | 'maxTries'>

/** Options of poll(). */
export interface PollOptions<T> {
  /** True for the value to resolve with. */
  until: (value: T) => boolean
  /** Wait between tries in ms, or the wait after try `attempt`. */
  interval?: number | ((attempt: number) => number)
  /** Tries before giving up. */
  maxTries?: number
  /** Aborting rejects at once, also during a wait or a pending try. */
  signal?: AbortSignal
}

// Named like the DOM errors, so callers can tell a cancel from a timeout without comparing
// translated messages.
function cancelled(): Error {
  const error = new Error(t('http.cancelled'))
  error.name = 'AbortError'
  return error
}

function untilAborted(signal: AbortSignal | undefined): { promise: Promise<never>; dispose: () => void } {
  let dispose = (): void => {}
  const promise = new Promise<never>((_, reject) => {
    if (!signal) return
    const onAbort = (): void => reject(cancelled())
    signal.addEventListener('abort', onAbort, { once: true })
    dispose = () => signal.removeEventListener('abort', onAbort)
  })
  // Only ever raced; never let it surface as an unhandled rejection.
  promise.catch(() => {})
  return { promise, dispose }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/**
 * Runs `task` (attempt 1, 2, …) every `interval` ms until `until(value)` holds and resolves with
 * that value. Rejects "已取消" when `signal` aborts and "轮询超时" after `maxTries`; task errors propagate.
 */
export async function poll<T>(
  task: (attempt: number) => Promise<T>,
  { until, interval = POLL_INTERVAL, maxTries = POLL_MAX_TRIES, signal }: PollOptions<T>,
): Promise<T> {
  if (signal?.aborted) throw cancelled()
  const aborted = untilAborted(signal)
  try {
    for (let attempt = 1; attempt <= maxTries; attempt++) {
      const value = await Promise.race([task(attempt), aborted.promise])
      if (until(value)) return value
      const wait = typeof interval === 'number' ? interval : interval(attempt)
      if (attempt < maxTries) await Promise.race([sleep(wait), aborted.promise])
    }
  } finally {
    aborted.dispose()
  }
  const error = new Error(t('http.pollTimeout'))
  error.name = 'TimeoutError'
  throw error
}
