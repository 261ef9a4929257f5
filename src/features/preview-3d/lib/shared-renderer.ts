import { WebGLRenderer } from 'three'
import { mountSceneRoot } from '../scene/scene-root.tsx'
import { CONTEXT_ATTRIBUTES, releaseContext, takeContext } from './early-context.ts'

/** What the shared renderer needs from each viewer. */
export interface RenderTarget {
  /** The viewer's own 2D canvas, in the element. */
  readonly canvas: HTMLCanvasElement
  /** False while the element is off-screen: its canvas keeps the last frame. */
  readonly visible: boolean
  /** Set by `invalidate()`; cleared after the next draw. */
  dirty: boolean
  /** Advances controls and animation; true while the camera is still moving. */
  update(delta: number): boolean
  /** Renders the scene into the current viewport of `renderer`. */
  draw(renderer: WebGLRenderer): void
  /** True while there is nothing to show but the background (no model yet, or no size yet). */
  readonly blank: boolean
  /** Paints the background straight into the viewer's canvas, without WebGL. */
  drawBlank(): void
  /** The shared context was lost: the viewer reports it. */
  contextLost(): void
}

/** Grace period before an unused renderer gives its context back. */
const RELEASE_MS = 5000
/**
 * Drawing stops for this frame once this much time is spent; the remaining viewers stay dirty and
 * draw in the next frames. An ERP grid whose 24 models arrive together would otherwise draw them
 * all in one task of a second on a software-rendered machine.
 */
const FRAME_BUDGET_MS = 12

/**
 * One WebGL context for every `<model-preview>` on the page, as in model-viewer: browsers drop the
 * oldest context beyond about 16, which an ERP grid of 24 previews would hit. The page's one R3F
 * root lives on this renderer's canvas and builds every viewer's scene (scene/scene-root.tsx);
 * this class decides when each is drawn. Each viewer renders in turn into a corner of the shared
 * canvas and copies the pixels into its own 2D canvas, in the same task, before the drawing buffer
 * is presented and cleared. Frames are drawn on demand: a static part costs nothing once drawn.
 */
class SharedRenderer {
  readonly renderer: WebGLRenderer
  private readonly targets = new Set<RenderTarget>()
  private frame = 0
  private last = 0
  /** Viewers whose new model's first frame is drawn in the next task (`drawFirst`). */
  private readonly firsts = new Set<RenderTarget>()
  /** Runs `drawFirsts` as the next task: before the page's next frame, and before React's own next task. */
  private readonly soon = new MessageChannel()
  /** The shared canvas's size, which only grows. */
  private width: number
  private height: number
  private readonly unmountScenes: () => void

  constructor() {
    // Made ahead with the first viewer's `src` when the page gave it the time (early-context.ts).
    const early = takeContext()
    this.renderer = new WebGLRenderer({ ...CONTEXT_ATTRIBUTES, ...early })
    // After linking each program three reads its status and info logs, which makes the main thread
    // wait for the GPU process; a trace of a 1M-triangle STL's first frame showed ~100 ms mostly in
    // those waits. Kept in development, where a shader error is worth its message.
    if (import.meta.env.PROD) this.renderer.debug.checkShaderErrors = false
    this.renderer.localClippingEnabled = true
    this.renderer.setPixelRatio(1)
    const canvas = this.renderer.domElement
    this.width = canvas.width
    this.height = canvas.height
    canvas.addEventListener('webglcontextlost', (event) => {
      event.preventDefault()
      for (const target of this.targets) target.contextLost()
    })
    canvas.addEventListener('webglcontextrestored', () => this.invalidateAll())
    this.unmountScenes = mountSceneRoot(this.renderer)
    this.soon.port1.onmessage = () => this.drawFirsts()
  }

  add(target: RenderTarget) {
    this.targets.add(target)
    this.request()
  }

  remove(target: RenderTarget) {
    this.targets.delete(target)
  }

  get size() {
    return this.targets.size
  }

  invalidateAll() {
    for (const target of this.targets) target.dirty = true
    this.request()
  }

  /** Nothing asked for and no first frame waiting: nothing is drawn until something changes. */
  get idle() {
    return !this.frame && !this.firsts.size
  }

  request() {
    if (!this.frame) this.frame = requestAnimationFrame((now) => this.tick(now))
  }

  /**
   * Draws a viewer's first frame of a new model in the next task rather than at the next animation
   * frame, which would come only after whatever the page does first, such as the viewer's own
   * toolbar appearing (tens of milliseconds on a cold page). Not in this task: the `load` event,
   * sent once the model is in the scene, need not wait for the frame.
   */
  drawFirst(target: RenderTarget) {
    target.dirty = true
    this.request()
    if (!this.firsts.size) this.soon.port2.postMessage(null)
    this.firsts.add(target)
  }

  /** Within the frame budget, like a tick: models shown together are still drawn over several frames. */
  private drawFirsts() {
    const start = performance.now()
    for (const target of this.firsts) {
      if (performance.now() - start > FRAME_BUDGET_MS) break
      if (!target.visible || !target.dirty || !this.targets.has(target)) continue
      // Applies the camera the viewer has just fitted to the model.
      target.update(0)
      this.draw(target)
    }
    this.firsts.clear()
  }

  /** Draws one viewer now (for `toBlob()`), whatever its visibility. */
  drawNow(target: RenderTarget) {
    this.draw(target)
  }

  private tick(now: number) {
    this.frame = 0
    const delta = this.last ? Math.min((now - this.last) / 1000, 0.1) : 1 / 60
    this.last = now
    const start = performance.now()
    let again = false
    for (const target of this.targets) {
      if (!target.visible) continue
      const moving = target.update(delta)
      again ||= moving
      if (!moving && !target.dirty) continue
      if (performance.now() - start > FRAME_BUDGET_MS) {
        target.dirty = true
        again = true
        continue
      }
      this.draw(target)
    }
    if (again) this.request()
    else this.last = 0
  }

  private draw(target: RenderTarget) {
    const { width: w, height: h } = target.canvas
    if (!w || !h || this.renderer.getContext().isContextLost()) return
    // A frame of background alone still costs a full render and a read-back in software GL, on the
    // main thread while the first model is being parsed: painted in 2D instead.
    if (target.blank) {
      target.drawBlank()
      target.dirty = false
      return
    }
    // The shared canvas only grows: resizing the drawing buffer for every viewer would be slow.
    if (w > this.width || h > this.height) {
      this.width = Math.max(w, this.width)
      this.height = Math.max(h, this.height)
      this.renderer.setSize(this.width, this.height, false)
    }
    this.renderer.setViewport(0, 0, w, h)
    this.renderer.setScissor(0, 0, w, h)
    this.renderer.setScissorTest(true)
    target.draw(this.renderer)
    target.dirty = false
    const ctx = target.canvas.getContext('2d')
    if (!ctx) return
    ctx.clearRect(0, 0, w, h)
    // GL's viewport starts bottom-left, the 2D copy top-left.
    ctx.drawImage(this.renderer.domElement, 0, this.height - h, w, h, 0, 0, w, h)
  }

  dispose() {
    cancelAnimationFrame(this.frame)
    this.soon.port1.close()
    // R3F's teardown ends with forceContextLoss() on the renderer it was given: the context is
    // given back once, after the scenes have left it.
    this.unmountScenes()
    this.renderer.dispose()
    releaseContext()
  }
}

let shared: SharedRenderer | null = null
let releaseTimer: ReturnType<typeof setTimeout> | undefined

/** Registers a viewer with the page's renderer, creating it on first use. */
export function acquireRenderer(target: RenderTarget): SharedRenderer {
  clearTimeout(releaseTimer)
  shared ??= new SharedRenderer()
  shared.add(target)
  return shared
}

/** Unregisters a viewer; the last one out releases the WebGL context after a grace period. */
export function releaseRenderer(target: RenderTarget) {
  if (!shared) return
  shared.remove(target)
  if (shared.size) return
  clearTimeout(releaseTimer)
  releaseTimer = setTimeout(() => {
    if (shared && !shared.size) {
      shared.dispose()
      shared = null
    }
  }, RELEASE_MS)
}

/** Whether the page's renderer has no frame to draw (tests wait for it instead of for time). */
export function rendererIdle() {
  return !shared || shared.idle
}

/** GPU resource counts of the shared context, for leak tests. */
export function rendererMemory() {
  return shared ? { ...shared.renderer.info.memory } : { geometries: 0, textures: 0 }
}

export type { SharedRenderer }
