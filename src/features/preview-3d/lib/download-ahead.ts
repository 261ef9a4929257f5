import { blobOf } from '../../../lib/object-urls.ts'
import { request } from './fetch-bytes.ts'
import { prepareWorker } from './parse-client.ts'

/**
 * STL and OBJ files up to this size are read on the page (read-on-page.ts): starting the parse
 * worker (a thread, its module fetched and compiled) takes about 100 ms on a cold page of a 2-core
 * machine, while reading 2 MB of triangles (40,000 of them) and measuring them takes about 15 ms.
 * Bigger files go to the worker, so a million-triangle file never blocks the page.
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
 * Starts downloading an STL or OBJ file from the element's `src`: the stage asks for it only after
 * its first render and a visibility check, 150–250 ms later on a cold page, while three.js loads.
 * A big file's headers stop it and start the worker that will read it. An untaken download is
 * cancelled after AHEAD_MS, or as soon as the model turns out to be kept (cancelAhead).
 */
export function downloadAhead(url: string) {
  if (ahead.has(keyOf(url)) || blobOf(url)) return
  const abort = new AbortController()
  const started: Ahead = { response: request(url, abort.signal), abort }
  // A big file is read by the worker, which downloads it itself: this copy stops at the headers.
  started.response
    .then((r) => {
      if (readsOnPage(r)) return
      abort.abort()
      prepareWorker(false)
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

/** Cancels the download started ahead for `url` (only `which`, when given), if no stage took it. */
export function cancelAhead(url: string, which?: Ahead) {
  const started = ahead.get(keyOf(url))
  if (!started || (which && which !== started)) return
  ahead.delete(keyOf(url))
  started.abort.abort()
}
