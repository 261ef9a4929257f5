import { blobOf } from '../../../lib/object-urls.ts'
import { request } from './fetch-bytes.ts'

/**
 * STL and OBJ files up to this size are read on the page (read-on-page.ts): starting the parse
 * worker (a thread, its module fetched and compiled) takes about 100 ms on a cold page of a 2-core
 * machine, while reading 2 MB of triangles (40,000 of them) and measuring them takes about 15 ms.
 * Nor are they kept in the model cache: reading them again is quicker than reading a kept model
 * out of IndexedDB (80–190 ms), and the browser's HTTP cache keeps their bytes. Bigger files go to
 * the worker, so a million-triangle file never blocks the page, and are kept.
 */
export const PAGE_READ_BYTES = 2 * 1024 * 1024
/** The triangles of such a file (a binary STL spends 50 bytes on each): a glTF of up to as many is measured on the page. */
export const PAGE_READ_TRIANGLES = PAGE_READ_BYTES / 50

/** Whether an answer's file is read on the page; a compressed answer's length is not the file's, so it is judged once downloaded. */
export function readsOnPage(response: Response): boolean {
  if (response.headers.get('content-encoding')) return true
  return !(Number(response.headers.get('content-length')) > PAGE_READ_BYTES)
}

/** A download started from the element's `src`, before the stage asks for it. */
export type Ahead = { response: Promise<Response>; abort: AbortController }
/** How long a download started ahead waits for its stage: far longer than a first render takes. */
const AHEAD_MS = 10_000
const ahead = new Map<string, Ahead>()
/** The stage may name the file as the element did or resolved: one key for both. */
const keyOf = (url: string) => new URL(url, location.href).href

/**
 * Starts downloading an STL or OBJ file, from the element's `src` (the stage asks for it only after
 * its first render, 150–250 ms later on a cold page, while three.js loads) or from the stage when
 * the element did not. A big file's download stops at its headers, which call `onBig` (the worker
 * downloads and reads such a file, unless the model cache has it). An untaken download is
 * cancelled after AHEAD_MS.
 */
export function downloadAhead(url: string, onBig?: () => void) {
  if (ahead.has(keyOf(url)) || blobOf(url)) return
  const abort = new AbortController()
  const started: Ahead = { response: request(url, abort.signal), abort }
  started.response
    .then((r) => {
      if (readsOnPage(r)) return
      abort.abort()
      onBig?.()
    })
    .catch(() => {}) // met by the stage
  ahead.set(keyOf(url), started)
  setTimeout(() => cancelAhead(url, started), AHEAD_MS)
}

/** The download started ahead for `url`, taken by the stage (once). */
export function takeAhead(url: string): Ahead | undefined {
  const started = ahead.get(keyOf(url))
  ahead.delete(keyOf(url))
  return started
}

/**
 * Whether the download started for `url` is read on the page (by its headers), rather than looked
 * up in the model cache and read by the worker; false when none was started. A failed download is
 * read on the page too, which reports the failure.
 */
export async function readsAheadOnPage(url: string): Promise<boolean> {
  const started = ahead.get(keyOf(url))
  if (!started) return false
  try {
    return readsOnPage(await started.response)
  } catch {
    return true
  }
}

/** Cancels the download started for `url` if no stage took it: `which`, not a later one. */
function cancelAhead(url: string, which: Ahead) {
  if (ahead.get(keyOf(url)) !== which) return
  ahead.delete(keyOf(url))
  which.abort.abort()
}
