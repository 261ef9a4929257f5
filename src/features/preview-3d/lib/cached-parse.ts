import type { MeshStats, ParsedMesh } from '../worker/protocol.ts'
import { conditionalHeaders, FetchError, validatorOf } from './fetch-bytes.ts'
import { cacheable, readCached, storeCached, touchCached } from './model-cache.ts'

/** A model ready to build: its meshes, their quantities and the validator its file came with. */
export interface ParsedModel {
  meshes: ParsedMesh[]
  stats: MeshStats
  validator?: string
}

/**
 * Loads `url` with `load` (download and parse), or shows the model kept from an earlier visit once
 * its server has confirmed, with a 304 to a conditional request, that the file is unchanged: then
 * nothing is downloaded or parsed. A changed file (a 200) is parsed from the bytes that answer
 * brought and kept under its new validator. The browser's own HTTP cache is bypassed for that
 * request, since it would turn the 304 back into a 200.
 */
export async function cachedParse(
  url: string,
  load: (url: string) => Promise<ParsedModel>,
  signal: AbortSignal,
): Promise<ParsedModel> {
  if (!cacheable(url)) return load(url)
  const kept = await readCached(url)
  if (!kept) return keep(url, await load(url))
  let response: Response
  try {
    response = await fetch(url, {
      signal,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: conditionalHeaders(kept.validator),
    })
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
