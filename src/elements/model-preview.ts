import { ModelPreviewRoot } from '../app/roots/model-preview-root.tsx'
import type { FeatureRef } from '../../contract/features.ts'
import { getViewerHandle, type ModelDimensions } from '../features/preview-3d/lib/viewer-handle.ts'
import { headStart } from '../features/preview-3d/lib/head-start.ts'
import { defineElement, reactElement } from './define.ts'

/**
 * A 3D part viewer for ERP screens and the quote flow. Needs no server and no login. All previews
 * on a page share one WebGL context; files are downloaded and parsed in a module worker started
 * from a `blob:` URL, so a host page with a CSP must allow `worker-src blob:`, the bundle's origin
 * in `script-src` and `connect-src`, and `'wasm-unsafe-eval'` (STEP/IGES). No `'unsafe-eval'`.
 *
 * @summary 3D model preview (STEP, IGES, STL, OBJ, glTF).
 * @tag model-preview
 * @attr {string} src - URL of the model file.
 * @attr {'step' | 'stp' | 'iges' | 'igs' | 'stl' | 'obj' | 'gltf' | 'glb'} format - Overrides detection when the URL has no extension.
 * @attr {'mm' | 'cm' | 'm' | 'in'} units - Units of unit-less formats (STL, OBJ, glTF); default mm.
 * @attr {string} poster - Image shown until the model is ready.
 * @attr {'auto' | 'lazy' | 'eager'} loading - `lazy` loads when the element nears the viewport; `auto` (default) and `eager` load at once.
 * @attr {'true' | 'false'} camera-controls - Orbit, pan and zoom with mouse, touch and wheel, and the toolbar (fit, views, section, measure). Default true.
 * @attr {'true' | 'false'} auto-rotate - Turns the model slowly.
 * @attr {'true' | 'false'} orthographic - Orthographic instead of perspective camera.
 * @attr {'true' | 'false'} edges - Draws feature edges.
 * @attr {'true' | 'false'} show-dimensions - Shows the bounding box size in model units.
 * @attr {string} background - Background colour (CSS colour, or `transparent`).
 * @attr {'zh-CN' | 'en'} locale - Language of the viewer's messages.
 * @attr {string} features - JSON list of recognised machining features `{ id, kind, faces, label? }` (STEP/IGES only): `kind` is `hole`, `thread`, `pocket`, `slot`, `keyway`, `step`, `through-profile`, `chamfer`, `fillet`, `turned-diameter`, `groove` or `face`; `faces` are B-rep face indices in occt-import-js order, counted across the file's shapes (as the quote API's `geometry.features` gives them). Clicking one of their faces selects the feature.
 * @attr {string} selected-feature - Id of the feature whose faces are tinted, or several ids separated by spaces (all holes, say); empty for none. A clicked feature is tinted until this changes.
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
 * @csspart info - Dimensions, volume, area and measurement.
 * @cssprop --qe-viewer-bg - Background behind the canvas and the poster.
 */
export class ModelPreviewElement extends reactElement(
  ModelPreviewRoot,
  [
    'src',
    'format',
    'units',
    'poster',
    'loading',
    'cameraControls',
    'autoRotate',
    'orthographic',
    'edges',
    'showDimensions',
    'background',
    'locale',
    'features',
    'selectedFeature',
  ],
  ['features'],
) {
  /** URL of the model file. Reflects `src`. */
  declare src: string | undefined
  /** Explicit format. Reflects `format`. */
  declare format: string | undefined
  /** Units of unit-less formats. Reflects `units`. */
  declare units: string | undefined
  /** Poster image URL. Reflects `poster`. */
  declare poster: string | undefined
  /** `auto`, `lazy` or `eager`. Reflects `loading`. */
  declare loading: string | undefined
  /** Enables orbit, pan and zoom. Reflects `camera-controls`. */
  declare cameraControls: string | boolean | undefined
  /** Turns the model slowly. Reflects `auto-rotate`. */
  declare autoRotate: string | boolean | undefined
  /** Orthographic camera. Reflects `orthographic`. */
  declare orthographic: string | boolean | undefined
  /** Feature edges overlay. Reflects `edges`. */
  declare edges: string | boolean | undefined
  /** Bounding box dimensions overlay. Reflects `show-dimensions`. */
  declare showDimensions: string | boolean | undefined
  /** Background colour. Reflects `background`. */
  declare background: string | undefined
  /** `zh-CN` or `en`. Reflects `locale`. */
  declare locale: string | undefined
  /** Recognised features: a JSON string, or a list of `{ id, kind, faces, label? }` set as a property. */
  declare features: string | FeatureRef[] | undefined
  /** Id(s) of the highlighted feature(s), separated by spaces. Reflects `selected-feature`. */
  declare selectedFeature: string | undefined

  /** @internal */
  override connectedCallback() {
    super.connectedCallback()
    this.#headStart()
  }

  /** @internal */
  override attributeChangedCallback(name: string, old: string | null, value: string | null) {
    super.attributeChangedCallback(name, old, value)
    if (name === 'src' && value !== old) this.#headStart()
  }

  /** @internal The viewer's code and parser start with the attribute, not with the first render (head-start.ts). */
  #headStart() {
    const src = this.getAttribute('src')?.trim()
    if (!src || !this.isConnected || this.getAttribute('loading')?.trim() === 'lazy') return
    headStart(this, src, this.getAttribute('format')?.trim() ?? '')
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

  /** @internal Resource counts for leak tests and the benchmark. */
  [Symbol.for('quote-elements.debug')](): Record<string, number> {
    return getViewerHandle(this)?.debugInfo() ?? {}
  }
}

defineElement('model-preview', ModelPreviewElement)

declare global {
  interface HTMLElementTagNameMap {
    'model-preview': ModelPreviewElement
  }
}
