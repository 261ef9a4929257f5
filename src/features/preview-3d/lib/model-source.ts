import type { ModelFormat } from '../../../../contract/file-format.ts'
import type { WorkerFormat } from '../worker/protocol.ts'
import { fetchBytes } from './fetch-bytes.ts'
import { loadInWorker, type Parsed } from './parse-client.ts'

/**
 * A model file on its way, started by the stage as soon as it knows the URL: the download and the
 * worker's parse (and, for STEP/IGES, OCCT's compilation) then run while the viewer's own chunk,
 * three.js, is still loading, instead of after it. glTF is parsed on the main thread by three's
 * loader, so only its bytes come early.
 */
export type ModelSource = {
  url: string
  /** Units of the unit-less formats (the `units` attribute). */
  units: string
  signal: AbortSignal
} & ({ format: WorkerFormat; parsed: Promise<Parsed> } | { format: 'gltf' | 'glb'; bytes: Promise<ArrayBuffer> })

/** Share of the progress bar the download takes; parsing takes the rest. */
const DOWNLOAD_SHARE = 0.7
/** Where the bar stands once the worker has parsed: what is left is building the scene. */
const PARSED = 0.95

/**
 * Starts downloading (and parsing) `url`; `signal` cancels both, and a source whose signal is aborted
 * has been replaced. Failures surface where it is awaited.
 */
export function startModelSource(
  url: string,
  format: ModelFormat,
  units: string,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): ModelSource {
  const download = (f: number) => onProgress(f < 0 ? -1 : f * DOWNLOAD_SHARE)
  const source: ModelSource =
    format === 'gltf' || format === 'glb'
      ? { url, units, signal, format, bytes: fetchBytes(url, download, signal) }
      : {
          url,
          units,
          signal,
          format,
          parsed: loadInWorker(format, url, download, signal).then((parsed) => {
            onProgress(PARSED)
            return parsed
          }),
        }
  // Awaited by the viewer once its chunk is in; until then a failure must not count as unhandled.
  ;('parsed' in source ? source.parsed : source.bytes).catch(() => {})
  return source
}
