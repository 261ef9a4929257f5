import type { MeshStats, ParsedMesh } from '../worker/protocol.ts'
import { conditionalHeaders, FetchError, validatorOf } from './fetch-bytes.ts'
import { cacheable, readCached, storeCached, touchCached, type CachedModel } from './model-cache.ts'

/** A model ready to build: its meshes, their quantities and the validator its file came with. */
export interface ParsedModel {
  meshes: ParsedMesh[]
  stats: MeshStats
  validator?: string
}

/** A kept model and its server's answer to "is this still the file?", or nothing kept. */
type Check = { kept?: undefined } | { kept: CachedModel; answer: Promise<Response> }

/**
 * How long a check started ahead waits for its viewer: far longer than an element takes from its
 * `src` to its first render; one that nobody took is dropped (and its request cancelled).
 */
const EARLY_MS = 10_000
const early = new Map<string, Promise<Check>>()

/**
 * Reads the kept model of `url` and, when there is one, asks its server with a conditional
 * request. The browser's own HTTP cache is bypassed for that request, since it would turn the
 * 304 back into a 200.
 */
async function check(url: string, signal: AbortSignal): Promise<Check> {
  const kept = await readCached(url)
  if (!kept) return {}
  const answer = fetch(url, {
    signal,
    credentials: 'same-origin',
    cache: 'no-store',
    headers: conditionalHeaders(kept.validator),
  })
  answer.catch(() => {}) // met by cachedParse; an untaken answer's failure is nobody's concern
  return { kept, answer }
}

/**
 * Starts the check of `url` from the element's `src`, while the viewer's code still loads: on a
 * later visit the model is then confirmed by the time the viewer can build it. Resolves whether a
 * model is kept (the page then need not start a parser).
 */
export function checkAhead(url: string): Promise<boolean> {
  if (!cacheable(url)) return Promise.resolve(false)
  let started = early.get(url)
  if (!started) {
    const abort = new AbortController()
    started = check(url, abort.signal)
    early.set(url, started)
    setTimeout(() => {
      if (early.get(url) !== started) return
      early.delete(url)
      abort.abort()
    }, EARLY_MS)
  }
  return started.then((c) => !!c.kept)
}

/**
 * Loads `url` with `load` (download and parse), or shows the model kept from an earlier visit once
 * its server has confirmed, with a 304 to a conditional request, that the file is unchanged: then
 * nothing is downloaded or parsed. A changed file (a 200) is parsed from the bytes that answer
 * brought and kept under its new validator.
 */
export async function cachedParse(
  url: string,
  load: (url: string) => Promise<ParsedModel>,
  signal: AbortSignal,
): Promise<ParsedModel> {
  if (!cacheable(url)) return load(url)
  const ahead = early.get(url)
  early.delete(url)
  const checked = await (ahead ?? check(url, signal))
  if (!checked.kept) return keep(url, await load(url))
  const { kept, answer } = checked
  let response: Response
  try {
    response = await answer
  } catch (cause) {
    if (signal.aborted) throw cause
    throw new FetchError(`network error (${String(cause)})`)
  }
  if (response.status === 304) {
    void touchCached(url)
    return kept
  }
  if (!response.ok) throw new FetchError(`HTTP ${response.status}`)
  const bytes = URL.createObjectURL(await response.blob())
  try {
    const validator = validatorOf(response)
    const fresh = await load(bytes)
    return keep(url, { meshes: fresh.meshes, stats: fresh.stats, ...(validator ? { validator } : {}) })
  } finally {
    URL.revokeObjectURL(bytes)
  }
}

/** Keeps a freshly parsed model when its server said which version it is. */
function keep(url: string, model: ParsedModel): ParsedModel {
  if (model.validator) void storeCached(url, { meshes: model.meshes, stats: model.stats, validator: model.validator })
  return model
}
