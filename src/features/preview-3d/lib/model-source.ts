import type { ModelFormat } from '../../../../contract/file-format.ts'
import type { WorkerFormat } from '../worker/protocol.ts'
import type { ParsedModel } from './cached-parse.ts'
import { downloadAhead, readsAheadOnPage } from './download-ahead.ts'
import { fetchBytes } from './fetch-bytes.ts'
import { loadInWorker } from './parse-client.ts'

// The cache and the mesh decoder load with the first model, not in the first load.
const cachedParse: typeof import('./cached-parse.ts').cachedParse = (...args) =>
  import('./cached-parse.ts').then((m) => m.cachedParse(...args))
const loadServerMesh: typeof import('./load-mesh.ts').loadServerMesh = (...args) =>
  import('./load-mesh.ts').then((m) => m.loadServerMesh(...args))
const loadMeshFile: typeof import('./read-on-page.ts').loadMeshFile = (...args) =>
  import('./read-on-page.ts').then((m) => m.loadMeshFile(...args))

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
} & ({ format: WorkerFormat; parsed: Promise<ParsedModel> } | { format: 'gltf' | 'glb'; bytes: Promise<ArrayBuffer> })

const noFile = new Error('no model file to read')

/** Share of the progress bar the download takes; parsing takes the rest. */
const DOWNLOAD_SHARE = 0.7
/** Where the bar stands once the worker has parsed: what is left is building the scene. */
const PARSED = 0.95

/**
 * Starts downloading (and parsing) `url`; `signal` cancels both, and a source whose signal is aborted
 * has been replaced. Failures surface where it is awaited. With `meshUrl` (the server's mesh of the
 * model) that is shown instead, and `url` is read only when the mesh cannot be had. A model kept
 * from an earlier visit is shown without a parse once its server confirms it (cached-parse.ts).
 */
export function startModelSource(
  url: string,
  format: ModelFormat,
  units: string,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
  meshUrl = '',
): ModelSource {
  const download = (f: number) => onProgress(f < 0 ? -1 : f * DOWNLOAD_SHARE)
  const parse = (worker: WorkerFormat) => (from: string) =>
    worker === 'stl' || worker === 'obj'
      ? loadMeshFile(worker, from, download, signal)
      : loadInWorker(worker, from, download, signal)
  const fromFile = async (worker: WorkerFormat) => {
    if (!url) throw noFile
    if (worker !== 'stl' && worker !== 'obj') return cachedParse(url, parse(worker), signal)
    // A mesh file's headers decide: a small one is read on the page as it comes, never waiting
    // for the model cache (which does not keep it), a big one is looked up there first.
    downloadAhead(url)
    return (await readsAheadOnPage(url)) ? parse(worker)(url) : cachedParse(url, parse(worker), signal)
  }
  const source: ModelSource =
    format === 'gltf' || format === 'glb'
      ? { url, units, signal, format, bytes: fetchBytes(url, download, signal) }
      : {
          url,
          units,
          signal,
          format,
          parsed: (meshUrl
            ? cachedParse(meshUrl, (from) => loadServerMesh(from, download, signal), signal).catch((cause) => {
                if (signal.aborted || !url) throw cause
                return fromFile(format)
              })
            : fromFile(format)
          ).then((parsed) => {
            onProgress(PARSED)
            return parsed
          }),
        }
  // Awaited by the viewer once its chunk is in; until then a failure must not count as unhandled.
  ;('parsed' in source ? source.parsed : source.bytes).catch(() => {})
  return source
}
