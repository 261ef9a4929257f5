/** A view of a drawing: content point p appears at `p * scale + (x, y)` in the viewport. */
export interface View {
  scale: number
  x: number
  y: number
}

const MIN_SCALE = 0.02
const MAX_SCALE = 40
const FIT_MARGIN = 0.96

/**
 * The view that shows the whole content centred in the viewport below its top `inset` px (the
 * toolbar's strip: a drawing fitted under the toolbar had its title hidden by the page counter).
 */
export function fitView(viewportW: number, viewportH: number, contentW: number, contentH: number, inset = 0): View {
  const areaH = viewportH - inset
  if (!contentW || !contentH || !viewportW || areaH <= 0) return { scale: 1, x: 0, y: 0 }
  const scale = Math.min(viewportW / contentW, areaH / contentH) * FIT_MARGIN
  return { scale, x: (viewportW - contentW * scale) / 2, y: inset + (areaH - contentH * scale) / 2 }
}

/** A box in drawing units. */
export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** How much drawing shows around a focused box: its text line read among its neighbours. */
const FOCUS_CONTEXT = { widths: 3, heights: 14 }

/**
 * The view that centres a box below the top `inset` px with some drawing around it (three times
 * its width, fourteen text heights), within the scale limits.
 */
export function focusView(viewportW: number, viewportH: number, box: Box, inset = 0): View {
  const areaH = viewportH - inset
  if (!viewportW || areaH <= 0) return { scale: 1, x: 0, y: 0 }
  const w = Math.max(box.width * FOCUS_CONTEXT.widths, box.height * FOCUS_CONTEXT.heights)
  const h = Math.max(box.height * FOCUS_CONTEXT.widths, box.height * FOCUS_CONTEXT.heights * (areaH / viewportW))
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.min(viewportW / w, areaH / h)))
  const cx = box.x + box.width / 2
  const cy = box.y + box.height / 2
  return { scale, x: viewportW / 2 - cx * scale, y: inset + areaH / 2 - cy * scale }
}

/** Zooms by `factor` keeping the viewport point (px, py) fixed, within the scale limits. */
export function zoomAt(view: View, factor: number, px: number, py: number): View {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, view.scale * factor))
  const k = scale / view.scale
  return { scale, x: px - (px - view.x) * k, y: py - (py - view.y) * k }
}

/** The CSS transform that applies a view to content laid out in drawing units. */
export function toTransform(view: View): string {
  return `translate(${view.x}px, ${view.y}px) scale(${view.scale})`
}
