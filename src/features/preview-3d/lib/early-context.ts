/**
 * The shared renderer's WebGL context, created before three.js has arrived. Creating a context and
 * sizing its drawing buffer take 25–45 ms of the main thread in software GL; done when a viewer
 * first builds its renderer, that time sits between the parsed model and its first frame. Asked
 * for with the element's `src` (head-start.ts), it is made while the page waits for the viewer's
 * chunk instead. This file is in the first load: it must not import three.js.
 */

/** What shared-renderer.ts asks three.js for, with three's defaults for the rest. */
export const CONTEXT_ATTRIBUTES: WebGLContextAttributes = {
  alpha: true,
  antialias: true,
  depth: true,
  // For the section cap (scene/section-cap.tsx), which finds the cut through it.
  stencil: true,
  premultipliedAlpha: true,
  preserveDrawingBuffer: false,
  powerPreference: 'high-performance',
  failIfMajorPerformanceCaveat: false,
}

/** Device pixels of a viewer's canvas per CSS pixel (model-view.ts draws at most 2×). */
export const viewerPixelRatio = () => Math.min(window.devicePixelRatio || 1, 2)

export interface EarlyContext {
  canvas: HTMLCanvasElement
  context: WebGL2RenderingContext
}

let early: EarlyContext | null = null
/** A renderer holds the page's context: no other is made until it gives it back. */
let held = false

/**
 * Makes the context now, its drawing buffer the size of `host` (the first viewer on the page): the
 * shared canvas then need not be resized before that viewer's first frame. Without a host (a
 * screen that expects a model soon, see warmViewer) the buffer is sized when the viewer comes.
 * Does nothing while a context is ready or held, or where WebGL 2 is missing (the renderer then
 * reports it).
 */
export function prepareContext(host?: HTMLElement) {
  if (early || held) return
  const { width, height } = host?.getBoundingClientRect() ?? { width: 0, height: 0 }
  const canvas = document.createElement('canvas')
  if (width && height) {
    canvas.width = Math.round(width * viewerPixelRatio())
    canvas.height = Math.round(height * viewerPixelRatio())
  }
  const context = canvas.getContext('webgl2', CONTEXT_ATTRIBUTES)
  if (context) early = { canvas, context }
}

/** The context made ahead, if any, for the renderer being built; held until `releaseContext`. */
export function takeContext(): EarlyContext | null {
  const taken = early
  early = null
  held = true
  return taken
}

/** The renderer has given its context back: the next viewer may have one made ahead. */
export function releaseContext() {
  held = false
}
