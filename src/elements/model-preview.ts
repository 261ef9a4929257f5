import { ModelPreviewRoot } from '../app/roots/model-preview-root.tsx'
import { getViewerHandle, type ModelDimensions } from '../features/preview-3d/lib/viewer-handle.ts'
import { headStart, warmViewer } from '../features/preview-3d/lib/head-start.ts'
import { onWarmUp } from '../lib/warm-up.ts'
import { defineElement, reactElement } from './define.ts'

/**
 * A 3D part viewer for ERP screens and the quote flow. Needs no server and no login. A model shown
 * before is kept in IndexedDB (QuoteElements.configure `previewCacheBytes`) and shown again without
 * a parse once its server answers 304 to the kept ETag or Last-Modified. All previews on a page
 * share one WebGL context. STEP and IGES files, and STL or OBJ files above 2 MB, are downloaded and
 * parsed in a module worker started from a `blob:` URL (a smaller mesh file is read on the page,
 * sooner than a worker starts), so a host page with a CSP must allow `worker-src blob:`, the
 * bundle's origin in `script-src` and `connect-src`, and `'wasm-unsafe-eval'` (STEP/IGES). No
 * `'unsafe-eval'`.
 *
 * @summary 3D model preview (STEP, IGES, STL, OBJ, glTF).
 * @tag model-preview
 * @fires progress - Loading progress. `detail: { totalProgress }` from 0 to 1.
 * @fires load - The model is shown. `detail: { url, format, units, triangles, boundingBox: { min, max, size }, closed, volume, area }` in model coordinates and units; `volume` and `area` are null unless the mesh is closed. Does not bubble.
 * @fires feature-click - A face of a recognised feature was clicked (a press that did not orbit). `detail: { id, kind, faces }`; bubbles and is composed.
 * @fires error - The model cannot be shown. `detail: { type: 'loadfailure' | 'unsupported' | 'webglcontextlost', message }`. Does not bubble.
 * @csspart base - The themed wrapper inside the shadow root.
 * @csspart viewer - The viewing area.
 * @csspart poster - The poster image.
 * @csspart canvas - The rendered view.
 * @csspart progress - The progress bar while loading.
 * @csspart toolbar - The viewing tools.
 * @csspart info - Dimensions, volume and area.
 * @csspart measure - The measuring panel: what to measure, what to click next, the measurements taken (numbered as their labels in the model) and the button that clears them.
 * @cssprop --qe-viewer-bg - Background behind the canvas and the poster.
 */
export class ModelPreviewElement extends reactElement(ModelPreviewRoot, 'model-preview') {
  /** @internal */
  override connectedCallback() {
    super.connectedCallback()
    this.#headStart()
  }

  /** @internal */
  override attributeChangedCallback(name: string, old: string | null, value: string | null) {
    super.attributeChangedCallback(name, old, value)
    if ((name === 'src' || name === 'mesh-src') && value !== old) this.#headStart()
  }

  /** @internal The viewer's code and parser start with the attribute, not with the first render (head-start.ts). */
  #headStart() {
    const src = this.getAttribute('src')?.trim() ?? ''
    const meshSrc = this.getAttribute('mesh-src')?.trim() ?? ''
    if (!(src || meshSrc) || !this.isConnected || this.getAttribute('loading')?.trim() === 'lazy') return
    headStart(this, src, this.getAttribute('format')?.trim() ?? '', meshSrc)
  }

  /** Frames the whole model, keeping the current viewing direction. Does nothing before `load`. */
  fitView(): void {
    getViewerHandle(this)?.fitView()
  }

  /** Size of the model's bounding box in its units (`{ x, y, z, units }`), or null before `load`. */
  getDimensions(): ModelDimensions | null {
    return getViewerHandle(this)?.getDimensions() ?? null
  }

  /**
   * Where a feature can be seen and clicked: client coordinates of a point on one of its faces with
   * nothing in front of it, or null when it is hidden from the current view, unknown or not loaded.
   * Hosts place callouts with it; a click there fires `feature-click`.
   */
  getFeaturePoint(id: string): { x: number; y: number } | null {
    return getViewerHandle(this)?.getFeaturePoint(id) ?? null
  }

  /**
   * Renders the current view and encodes it (PNG by default), like `HTMLCanvasElement.toBlob`.
   * Rejects when no model is shown.
   */
  toBlob(options: { mimeType?: string; qualityArgument?: number } = {}): Promise<Blob> {
    const handle = getViewerHandle(this)
    if (!handle) return Promise.reject(new Error('<model-preview> has no model to capture'))
    return handle.toBlob(options.mimeType, options.qualityArgument)
  }

  /** @internal Where a model point is in sight, in client coordinates, for the measuring tests. */
  [Symbol.for('quote-elements.clientPoint')](point: [number, number, number]): { x: number; y: number } | null {
    return getViewerHandle(this)?.clientPointOf(point) ?? null
  }

  /** @internal Resource counts for leak tests and the benchmark. */
  [Symbol.for('quote-elements.debug')](): Record<string, number> {
    return getViewerHandle(this)?.debugInfo() ?? {}
  }
}

defineElement('model-preview', ModelPreviewElement)
// A screen that knows a model is coming (a part being analysed) has the viewer's chunk fetched and
// compiled meanwhile; a failure is met and reported by the preview that needs the chunk.
onWarmUp('model-preview', warmViewer)

declare global {
  interface HTMLElementTagNameMap {
    'model-preview': ModelPreviewElement
  }
}
