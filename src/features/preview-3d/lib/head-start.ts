import { modelFormatOf } from '../../../../contract/file-format.ts'
import { downloadAhead } from './download-ahead.ts'
import { prepareContext } from './early-context.ts'
import { database } from './model-cache-db.ts'
import { prepareWorker } from './parse-client.ts'

type ViewerModule = typeof import('../components/model-canvas.tsx')

let viewer: Promise<ViewerModule> | null = null

/**
 * The viewer's chunk (three.js, R3F, camera-controls), once per page; the stage renders it lazily.
 * The build starts three's own chunk beside it (scripts/parallel-chunk-loads.ts), not once the
 * viewer's chunk has been downloaded and parsed.
 */
export function loadViewer(): Promise<ViewerModule> {
  viewer ??= import('../components/model-canvas.tsx').catch((error: unknown) => {
    // A chunk that failed to load (network) is asked for again by the next viewer.
    viewer = null
    throw error
  })
  return viewer
}

/**
 * What a screen expecting a model soon can do ahead (`warmUp('model-preview')`): load the viewer's
 * chunk and the code that shows a server mesh or a kept model (each its own chunk, asked for only
 * by the one before it when a model arrives: three requests in a row on a path that should take no
 * time), and make the WebGL context (25–45 ms of software GL). Failures are met again when a model
 * is shown.
 */
export function warmViewer() {
  prepareContext()
  loadViewer().catch(() => {})
  import('./cached-parse.ts').catch(() => {})
  import('./load-mesh.ts').catch(() => {})
}

/**
 * Starts what a preview of `src` will wait for, from the element's `src` attribute rather than from
 * its first render: that render comes only after the element's React root, its locale and the
 * stage have rendered, 150–250 ms later on a cold page with a slow CPU. The viewer's chunk starts
 * loading, the model cache is asked, and the file's reader gets going: OCCT in the worker for
 * STEP/IGES, the download for STL/OBJ (download-ahead.ts); the stage then finds them under way. Not
 * for `loading="lazy"`, which must not load before the element nears the viewport.
 */
export function headStart(host: HTMLElement, src: string, format: string, meshSrc: string) {
  const kind = modelFormatOf(src, format)
  if (!kind) return
  loadViewer().catch(() => {}) // the stage meets the failure and reports it
  // The kept model's check starts now: on a later visit it is confirmed while three.js still loads.
  // The database opens while the cache's chunk loads; one that cannot open only means a parse.
  const checked = (url: string) => {
    database().catch(() => {})
    return import('./cached-parse.ts').then((m) => m.checkAhead(url))
  }
  // A server mesh is decoded on the page and starts no worker (nor OCCT's 7 MB).
  if (meshSrc) void checked(meshSrc).catch(() => {})
  else if (kind === 'step' || kind === 'iges') {
    // OCCT is not needed for a kept model.
    void checked(src).then(
      (kept) => kept || prepareWorker(true),
      () => prepareWorker(true),
    )
  } else if (kind === 'stl' || kind === 'obj') {
    // Read on the page when small, so its chunk is asked for now. A big one is read by the
    // worker unless it is kept; a small one is never kept, so its check is not even asked.
    import('./read-on-page.ts').catch(() => {})
    const big = () => checked(src).then((kept) => kept || prepareWorker(false))
    downloadAhead(src, () => void big().catch(() => prepareWorker(false)))
  } else void checked(src).catch(() => {})
  prepareContext(host)
}
