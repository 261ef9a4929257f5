import { ModelPreviewRoot } from '../app/roots/model-preview-root.tsx'
import { defineElement, reactElement } from './define.ts'

/**
 * A 3D part viewer for ERP screens and the quote flow. Needs no server and no login.
 *
 * @summary 3D model preview (STEP, IGES, STL, OBJ, glTF).
 * @tag model-preview
 * @attr {string} src - URL of the model file.
 * @attr {'step' | 'stp' | 'iges' | 'igs' | 'stl' | 'obj' | 'gltf' | 'glb'} format - Overrides detection when the URL has no extension.
 * @attr {'mm' | 'cm' | 'm' | 'in'} units - Units of unit-less formats (STL, OBJ, glTF); default mm.
 * @attr {string} poster - Image shown until the model is ready.
 * @attr {'auto' | 'lazy' | 'eager'} loading - `lazy` loads when the element nears the viewport.
 * @attr {'true' | 'false'} camera-controls - Orbit, pan and zoom with mouse, touch and keyboard.
 * @attr {'true' | 'false'} auto-rotate - Turns the model slowly.
 * @attr {'true' | 'false'} orthographic - Orthographic instead of perspective camera.
 * @attr {'true' | 'false'} edges - Draws feature edges.
 * @attr {'true' | 'false'} show-dimensions - Shows the bounding box size in model units.
 * @attr {string} background - Background colour (CSS colour).
 * @attr {'zh-CN' | 'en'} locale - Language of the viewer's messages.
 * @fires progress - Loading progress. `detail: { totalProgress }` from 0 to 1.
 * @fires load - The model is shown. `detail`: format, triangles, bounding box, units, closed, volume, area.
 * @fires error - The model cannot be shown. `detail: { type: 'loadfailure' | 'unsupported' | 'webglcontextlost', message }`.
 * @csspart base - The themed wrapper inside the shadow root.
 * @csspart viewer - The viewing area.
 * @csspart poster - The poster image.
 */
export class ModelPreviewElement extends reactElement(ModelPreviewRoot, [
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
]) {
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
}

defineElement('model-preview', ModelPreviewElement)

declare global {
  interface HTMLElementTagNameMap {
    'model-preview': ModelPreviewElement
  }
}
