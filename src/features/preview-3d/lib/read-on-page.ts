import { blobOf } from '../../../lib/object-urls.ts'
import { measuredStats, readMeshFile, type MeshFileFormat } from '../worker/read-mesh-file.ts'
import type { ParsedModel } from './cached-parse.ts'
import { PAGE_READ_BYTES, readsOnPage, takeAhead } from './download-ahead.ts'
import { fetchBytes, readBody, request, validatorOf } from './fetch-bytes.ts'
import { asModelParseError, loadInWorker } from './parse-client.ts'

/**
 * Downloads an STL or OBJ file (or takes the download started ahead) and reads it on the page, or
 * hands it to the worker when its size (from Content-Length, else once downloaded) is above
 * PAGE_READ_BYTES. A file read on the page comes without its validator, so the model cache does
 * not keep it (download-ahead.ts says why). Failures are the worker's: a FetchError for the
 * download, a ModelParseError for the bytes.
 */
export async function loadMeshFile(
  format: MeshFileFormat,
  url: string,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<ParsedModel> {
  const started = takeAhead(url)
  const abort = started?.abort ?? new AbortController()
  const cancel = () => abort.abort(signal.reason)
  if (signal.aborted) cancel()
  signal.addEventListener('abort', cancel, { once: true })
  let bytes: ArrayBuffer
  let validator: string | undefined
  try {
    const response = started ? await started.response : blobOf(url) ? null : await request(url, abort.signal)
    if (response && !readsOnPage(response)) {
      abort.abort()
      return await loadInWorker(format, url, onProgress, signal)
    }
    validator = response ? validatorOf(response) : undefined
    bytes = response ? await readBody(response, onProgress) : await fetchBytes(url, onProgress, abort.signal)
  } finally {
    signal.removeEventListener('abort', cancel)
  }
  if (bytes.byteLength > PAGE_READ_BYTES)
    return { ...(await readInWorker(format, bytes, signal)), ...(validator ? { validator } : {}) }
  try {
    const meshes = readMeshFile(format, bytes)
    return { meshes, stats: measuredStats(meshes) }
  } catch (error) {
    throw asModelParseError(error)
  }
}

/** A big file already downloaded (its size unknown until then): the worker reads it from a blob. */
async function readInWorker(format: MeshFileFormat, bytes: ArrayBuffer, signal: AbortSignal) {
  const blob = URL.createObjectURL(new Blob([bytes]))
  try {
    const { meshes, stats } = await loadInWorker(format, blob, () => {}, signal)
    return { meshes, stats }
  } finally {
    URL.revokeObjectURL(blob)
  }
}
