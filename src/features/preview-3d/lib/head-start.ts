import { modelFormatOf } from '../../../../contract/file-format.ts'
import { prepareContext } from './early-context.ts'
import { prepareWorker } from './parse-client.ts'

type ViewerModule = typeof import('../components/model-canvas.tsx')

let viewer: Promise<ViewerModule> | null = null

/**
 * The viewer's chunk (three.js, R3F, camera-controls), once per page; the stage renders it lazily.
 * three's own chunk is asked for together with it: as a static import of the viewer's chunk it
 * would be requested only once that chunk had been downloaded and parsed (a library build gets no
 * modulepreload), a waterfall on the critical path of every first preview on a page. Nothing of
 * three is taken here, so that it stays tree-shaken.
 */
export function loadViewer(): Promise<ViewerModule> {
  viewer ??= Promise.all([import('../components/model-canvas.tsx'), import('three').then(() => {})]).then(
    ([canvas]) => canvas,
    (error: unknown) => {
      // A chunk that failed to load (network) is asked for again by the next viewer.
      viewer = null
      throw error
    },
  )
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
 * stage have rendered, about 70 ms later on a cold page with a slow CPU. The viewer's chunk starts
 * loading, the parse worker starting (and for STEP/IGES compiling OCCT); the stage then finds both
 * under way. Not for `loading="lazy"`, which must not load before the element nears the viewport.
 */
export function headStart(host: HTMLElement, src: string, format: string, meshSrc: string) {
  const kind = modelFormatOf(src, format)
  if (!kind) return
  loadViewer().catch(() => {}) // the stage meets the failure and reports it
  // The kept model's check starts now: on a later visit it is confirmed while three.js still loads.
  const checked = (url: string) => import('./cached-parse.ts').then((m) => m.checkAhead(url))
  // A server mesh is decoded on the page and starts no worker (nor OCCT's 7 MB).
  if (meshSrc) void checked(meshSrc).catch(() => {})
  else if (kind !== 'gltf' && kind !== 'glb') {
    const kept = checked(src).catch(() => false)
    // A mesh format's worker is small and quick to start: waiting for the cache's answer, which on
    // a first visit is "nothing kept", would hold up the parse. OCCT (STEP/IGES) waits for it.
    if (kind === 'step' || kind === 'iges') void kept.then((k) => k || prepareWorker(true))
    else prepareWorker(false)
  }
  prepareContext(host)
}
