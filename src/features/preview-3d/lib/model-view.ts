import {
  Box3,
  Color,
  DirectionalLight,
  Group,
  HemisphereLight,
  Raycaster,
  Scene,
  Vector2,
  Vector3,
  type Intersection,
  type Mesh,
  type WebGLRenderer,
} from 'three'
import { disposeObject } from './build-model.ts'
import { CameraRig, type StandardView } from './camera-rig.ts'
import type { LoadedModel } from './load-model.ts'
import { NO_OVERLAYS, Overlays, overlaysKeyOf, type OverlayOptions } from './overlays.ts'
import { acquireRenderer, releaseRenderer, type RenderTarget, type SharedRenderer } from './shared-renderer.ts'

/** Radians per second of `auto-rotate`. */
const AUTO_ROTATE_SPEED = 0.5

/**
 * One viewer: its scene, cameras and overlays, drawn through the page's shared renderer into its
 * own 2D canvas. Everything is imperative three.js; React only creates it and passes options.
 */
export class ModelView implements RenderTarget {
  readonly canvas = document.createElement('canvas')
  readonly scene = new Scene()
  readonly rig: CameraRig
  dirty = true
  visible = true
  model: LoadedModel | null = null
  /** performance.now() of the first frame that showed the current model. */
  firstFrameAt = 0
  /** Frames drawn so far: a static part must stop costing frames (tests read it). */
  draws = 0
  onContextLost: () => void = () => {}
  private readonly pivot = new Group()
  private overlays: Overlays | null = null
  private readonly shared: SharedRenderer
  private background = new Color(0xf3f4f6)
  private transparent = false
  private autoRotate = false
  private interacting = false
  private optionsKey = ''
  private overlaysKey = ''
  /** Measurement marks shown. */
  private marks = 0

  constructor() {
    this.canvas.className = 'qe-canvas'
    this.canvas.setAttribute('part', 'canvas')
    this.rig = new CameraRig(this.canvas)
    this.listen()
    // A headlight on each camera: the part is lit from the viewer's side whatever the orbit.
    for (const camera of [this.rig.perspective, this.rig.orthographic]) {
      const light = new DirectionalLight(0xffffff, 2.2)
      light.position.set(0.4, 0.8, 0)
      light.target.position.set(0, 0, -1)
      camera.add(light, light.target)
    }
    this.scene.add(
      new HemisphereLight(0xffffff, 0x8d8d8d, 1.4),
      this.pivot,
      this.rig.perspective,
      this.rig.orthographic,
    )
    this.shared = acquireRenderer(this)
  }

  private listen() {
    const wake = () => this.invalidate()
    this.rig.controls.addEventListener('controlstart', () => (this.interacting = true))
    this.rig.controls.addEventListener('controlend', () => (this.interacting = false))
    for (const name of ['control', 'wake', 'transitionstart'] as const) this.rig.controls.addEventListener(name, wake)
  }

  invalidate() {
    this.dirty = true
    this.shared.request()
  }

  /** CSS size of the element; the canvas gets device pixels (at most 2×). */
  setSize(width: number, height: number) {
    const ratio = Math.min(window.devicePixelRatio || 1, 2)
    this.canvas.width = Math.max(1, Math.round(width * ratio))
    this.canvas.height = Math.max(1, Math.round(height * ratio))
    this.rig.setAspect(width / Math.max(height, 1))
    this.invalidate()
  }

  setVisible(visible: boolean) {
    this.visible = visible
    if (visible) this.invalidate()
  }

  /** Shows a new model and disposes the previous one (geometry, materials, textures, overlays). */
  setModel(model: LoadedModel | null) {
    if (this.model) disposeObject(this.model.object)
    this.overlays?.dispose()
    this.model = model
    this.overlays = null
    // Fresh overlays show nothing: asking for nothing again must not cost another frame.
    this.overlaysKey = NO_OVERLAYS
    this.marks = 0
    this.firstFrameAt = 0
    if (model) {
      // CAD is Z-up; the viewer's world is Y-up like three.js.
      this.pivot.rotation.x = model.zUp ? -Math.PI / 2 : 0
      this.pivot.add(model.object)
      this.pivot.updateMatrixWorld(true)
      this.overlays = new Overlays(model.object)
      this.scene.add(this.overlays.group)
      this.rig.fit(this.pivot, 'iso')
    }
    this.invalidate()
  }

  fit(view?: StandardView) {
    if (this.model) this.rig.fit(this.pivot, view)
    this.invalidate()
  }

  setOptions(options: { background: string; autoRotate: boolean; cameraControls: boolean; orthographic: boolean }) {
    // Every frame is a full render (slow in software GL): redraw only for a real change.
    const key = JSON.stringify(options)
    if (key === this.optionsKey) return
    this.optionsKey = key
    this.transparent = options.background === 'transparent'
    if (!this.transparent) this.background.set(options.background || 0xf3f4f6)
    this.autoRotate = options.autoRotate
    if (options.orthographic !== this.rig.isOrthographic) {
      this.rig.setOrthographic(options.orthographic)
      this.listen()
    }
    this.rig.controls.enabled = options.cameraControls
    this.invalidate()
  }

  /** Overlays that depend on the loaded model. */
  setOverlays(options: OverlayOptions) {
    if (!this.overlays || !this.model) return
    const key = overlaysKeyOf(options)
    if (key === this.overlaysKey) return
    this.overlaysKey = key
    this.overlays.setEdges(options.edges)
    this.overlays.setBox(options.box)
    const { min, max } = this.model.stats
    const box = new Box3(new Vector3(...min), new Vector3(...max))
    const toWorld = (v: Vector3) => v.applyMatrix4(this.pivot.matrixWorld)
    this.overlays.setSection(options.section?.axis ?? null, options.section?.fraction ?? 0.5, box, toWorld)
    this.invalidate()
  }

  /** The nearest visible (not cut away) model triangle under a client position, in world coordinates, or null. */
  hitAt(clientX: number, clientY: number): Intersection | null {
    if (!this.model) return null
    const rect = this.canvas.getBoundingClientRect()
    const ndc = new Vector2(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1)
    const raycaster = new Raycaster()
    raycaster.setFromCamera(ndc, this.rig.camera)
    const hits = raycaster.intersectObject(this.model.object, true).filter((h) => (h.object as Mesh).isMesh)
    return hits.find((h) => this.overlays?.isVisible(h.point)) ?? null
  }

  /** World point → model coordinates (undoing the Z-up turn). */
  toModel(point: Vector3) {
    return this.model ? this.model.object.worldToLocal(point.clone()) : point.clone()
  }

  setMarks(points: readonly Vector3[]) {
    // Clearing marks that are not there (every new model) must not cost a frame.
    if (!points.length && !this.marks) return
    this.marks = points.length
    const size = this.model ? new Box3().setFromObject(this.model.object).getSize(new Vector3()).length() : 1
    this.overlays?.setMarks(points, size * 0.006)
    this.invalidate()
  }

  update(delta: number): boolean {
    if (this.autoRotate && this.model && !this.interacting)
      this.rig.controls.rotate(delta * AUTO_ROTATE_SPEED, 0, false)
    const moved = this.rig.controls.update(delta)
    return moved || (this.autoRotate && !!this.model)
  }

  draw(renderer: WebGLRenderer) {
    renderer.setClearColor(this.background, this.transparent ? 0 : 1)
    renderer.clear()
    renderer.render(this.scene, this.rig.camera)
    this.draws++
    if (this.model && !this.firstFrameAt) this.firstFrameAt = performance.now()
  }

  /** Draws now and encodes the canvas, for `toBlob()`. */
  toBlob(type?: string, quality?: number): Promise<Blob> {
    this.shared.drawNow(this)
    return new Promise((resolve, reject) =>
      this.canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas is empty'))), type, quality),
    )
  }

  contextLost() {
    this.onContextLost()
  }

  dispose() {
    this.setModel(null)
    this.rig.dispose()
    releaseRenderer(this)
  }
}
