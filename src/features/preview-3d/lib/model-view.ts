import {
  Color,
  Raycaster,
  Scene,
  Vector2,
  Vector3,
  type Intersection,
  type Mesh,
  type Object3D,
  type WebGLRenderer,
} from 'three'
import { flushScenes } from '../scene/scene-root.tsx'
import { CameraRig, type StandardView } from './camera-rig.ts'
import { viewerPixelRatio } from './early-context.ts'
import type { LoadedModel } from './load-model.ts'
import { sceneStore, setHighlight, setMarks, setOverlays, showModel, type Marks } from './scene-state.ts'
import { addSceneView, removeSceneView, type SceneView } from './scene-views.ts'
import { sectionPlane, type Section } from './section-plane.ts'
import { acquireRenderer, releaseRenderer, type RenderTarget, type SharedRenderer } from './shared-renderer.ts'
import { warmShaders } from './warm-shaders.ts'

/** Radians per second of `auto-rotate`. */
const AUTO_ROTATE_SPEED = 0.5
/** The light theme's viewing area, until the theme's own colour has been read (use-theme-background.ts). */
const DEFAULT_BACKGROUND = 0xf3f4f6

let nextId = 1

/**
 * One viewer, drawn through the page's shared renderer into its own 2D canvas. Its scene graph is
 * built by the shared R3F root (scene/) from `state`; this class owns what is not scene: the
 * canvas, the cameras and their controls, picking, and when a frame is needed.
 */
export class ModelView implements RenderTarget, SceneView {
  readonly id = nextId++
  readonly canvas = document.createElement('canvas')
  readonly scene = new Scene()
  readonly rig: CameraRig
  readonly state = sceneStore()
  dirty = true
  visible = true
  /** performance.now() of the first frame that showed the current model. */
  firstFrameAt = 0
  /** Frames drawn so far: a static part must stop costing frames (tests read it). */
  draws = 0
  onContextLost: () => void = () => {}
  /** Called after each frame: overlays that follow the camera (measurement labels) move then. */
  readonly drawn = new Set<() => void>()
  /** The shown model's pivot, once the scene has it. */
  private pivot: Object3D | null = null
  private readonly shared: SharedRenderer
  private background = new Color(DEFAULT_BACKGROUND)
  private transparent = false
  private autoRotate = false
  private interacting = false
  private optionsKey = ''
  /** The element's CSS size, once known (ResizeObserver, or the layout when a frame cannot wait). */
  private size: { width: number; height: number } | null = null

  constructor() {
    this.canvas.className = 'qe-canvas'
    this.canvas.setAttribute('part', 'canvas')
    this.rig = new CameraRig(this.canvas)
    this.listen()
    this.shared = acquireRenderer(this)
    addSceneView(this)
  }

  private listen() {
    // Not `invalidate`: a model's first frame, drawn at once, updates the controls, which call this.
    const wake = () => this.requestFrame()
    this.rig.controls.addEventListener('controlstart', () => (this.interacting = true))
    this.rig.controls.addEventListener('controlend', () => (this.interacting = false))
    for (const name of ['control', 'wake', 'transitionstart'] as const) this.rig.controls.addEventListener(name, wake)
  }

  get model(): LoadedModel | null {
    return this.state.get().model
  }

  /** Asks for a frame; a model's first is drawn at once once the canvas has a size (SharedRenderer.drawFirst). */
  invalidate() {
    if (!this.pivot || this.firstFrameAt) return this.requestFrame()
    if (this.size) this.shared.drawFirst(this)
  }

  private requestFrame() {
    this.dirty = true
    this.shared.request()
  }

  showing(pivot: Object3D | null) {
    this.pivot = pivot
    // Until now the scene held the previous model: a frame of it is not this one's first.
    this.firstFrameAt = 0
    if (!pivot) return
    // Framed for the element's own shape, and drawn at once (invalidate), even before its first resize.
    if (!this.size) this.sizeFromLayout()
    this.rig.fit(pivot, 'iso')
  }

  lit() {
    warmShaders(this.shared.renderer, this.scene, this.rig.camera)
  }

  /** CSS size of the element; the canvas gets device pixels (at most 2×). */
  setSize(width: number, height: number) {
    if (this.size?.width === width && this.size.height === height) return
    this.resize(width, height)
    this.invalidate()
  }

  private resize(width: number, height: number) {
    this.size = { width, height }
    const ratio = viewerPixelRatio()
    this.canvas.width = Math.max(1, Math.round(width * ratio))
    this.canvas.height = Math.max(1, Math.round(height * ratio))
    this.rig.setAspect(width / Math.max(height, 1))
  }

  /**
   * Sizes the canvas from the layout now: a model can be ready before the ResizeObserver's first
   * entry, which comes only with the next rendering step, and its first frame need not wait for it.
   * The canvas fills its holder, whose box is the one the ResizeObserver watches.
   */
  private sizeFromLayout() {
    const box = this.canvas.parentElement?.getBoundingClientRect()
    if (box?.width && box.height) this.resize(box.width, box.height)
  }

  /**
   * From the IntersectionObserver. A viewer out of view is skipped by the renderer and stays dirty;
   * coming back, it asks for a tick, which draws it only if something changed meanwhile or it is
   * moving (auto-rotate, the controls' damping): the observer's first report, which comes after a
   * small model's first frame, then draws nothing again, and a turning part turns on.
   */
  setVisible(visible: boolean) {
    this.visible = visible
    if (visible) this.shared.request()
  }

  /** Shows a new model; the scene frees the previous one when it leaves (scene/model-object.tsx). */
  setModel(model: LoadedModel | null) {
    this.firstFrameAt = 0
    showModel(this.state, model)
  }

  fit(view?: StandardView) {
    if (this.pivot) this.rig.fit(this.pivot, view)
    this.invalidate()
  }

  setOptions(options: { background: string; autoRotate: boolean; cameraControls: boolean; orthographic: boolean }) {
    // Every frame is a full render (slow in software GL): redraw only for a real change.
    const key = JSON.stringify(options)
    if (key === this.optionsKey) return
    this.optionsKey = key
    this.transparent = options.background === 'transparent'
    if (!this.transparent) this.background.set(options.background || DEFAULT_BACKGROUND)
    this.autoRotate = options.autoRotate
    if (options.orthographic !== this.rig.isOrthographic) {
      this.rig.setOrthographic(options.orthographic)
      this.listen()
    }
    this.rig.controls.enabled = options.cameraControls
    this.invalidate()
  }

  /** Overlays over the model: feature edges, the bounding box, the section. */
  setOverlays(options: { edges: boolean; box: boolean; section: Section | null }) {
    setOverlays(this.state, options)
  }

  setMarks(marks: Marks) {
    setMarks(this.state, marks)
  }

  /** Tints the given B-rep faces (an empty list restores the plain part). */
  setHighlight(faces: readonly number[]) {
    setHighlight(this.state, faces)
  }

  /** The nearest visible (not cut away) model triangle under a client position, in world coordinates, or null. */
  hitAt(clientX: number, clientY: number): Intersection | null {
    const { model, section } = this.state.get()
    if (!model || !this.pivot) return null
    const rect = this.canvas.getBoundingClientRect()
    const ndc = new Vector2(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1)
    const raycaster = new Raycaster()
    raycaster.setFromCamera(ndc, this.rig.camera)
    const plane = sectionPlane(model, section)
    const hits = raycaster.intersectObject(model.object, true).filter((h) => (h.object as Mesh).isMesh)
    return hits.find((h) => !plane || plane.distanceToPoint(h.point) >= 0) ?? null
  }

  /** Client position of a world point, or null when it is behind the camera. */
  clientPoint(world: Vector3): { x: number; y: number } | null {
    const ndc = world.clone().project(this.rig.camera)
    if (ndc.z > 1) return null
    const rect = this.canvas.getBoundingClientRect()
    return { x: rect.left + ((ndc.x + 1) / 2) * rect.width, y: rect.top + ((1 - ndc.y) / 2) * rect.height }
  }

  /** Model coordinates → world point (applying the Z-up turn). */
  toWorld(point: readonly [number, number, number]): Vector3 {
    const world = new Vector3(...point)
    return this.model ? this.model.object.localToWorld(world) : world
  }

  /** World point → model coordinates (undoing the Z-up turn). */
  toModel(point: Vector3) {
    return this.model ? this.model.object.worldToLocal(point.clone()) : point.clone()
  }

  update(delta: number): boolean {
    // Without a transition the turn applies at once; its promise reports only an animation's end.
    if (this.autoRotate && this.pivot && !this.interacting)
      void this.rig.controls.rotate(delta * AUTO_ROTATE_SPEED, 0, false)
    const moved = this.rig.controls.update(delta)
    return moved || (this.autoRotate && !!this.pivot)
  }

  /** Also before the canvas has its size: a frame at the canvas's default 300 × 150 would be distorted. */
  get blank() {
    return !this.pivot || !this.size
  }

  drawBlank() {
    const ctx = this.canvas.getContext('2d')
    if (!ctx) return
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height)
    if (this.transparent) return
    ctx.fillStyle = this.background.getStyle()
    ctx.fillRect(0, 0, this.canvas.width, this.canvas.height)
  }

  draw(renderer: WebGLRenderer) {
    renderer.setClearColor(this.background, this.transparent ? 0 : 1)
    renderer.clear()
    renderer.render(this.scene, this.rig.camera)
    this.draws++
    for (const listener of this.drawn) listener()
    if (this.pivot && !this.firstFrameAt) this.firstFrameAt = performance.now()
  }

  /** Draws now and encodes the canvas, for `toBlob()`. */
  toBlob(type?: string, quality?: number): Promise<Blob> {
    flushScenes()
    this.shared.drawNow(this)
    return new Promise((resolve, reject) =>
      this.canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas is empty'))), type, quality),
    )
  }

  contextLost() {
    this.onContextLost()
  }

  dispose() {
    // Leaving the scene list unmounts this viewer's portal, which frees the model.
    removeSceneView(this)
    this.rig.dispose()
    releaseRenderer(this)
  }
}
