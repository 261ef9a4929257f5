/** A view of a drawing: content point p appears at `p * scale + (x, y)` in the viewport. */
export interface View {
  scale: number
  x: number
  y: number
}

export const MIN_SCALE = 0.02
export const MAX_SCALE = 40
const FIT_MARGIN = 0.96

/** The view that shows the whole content centred in the viewport. */
export function fitView(viewportW: number, viewportH: number, contentW: number, contentH: number): View {
  if (!contentW || !contentH || !viewportW || !viewportH) return { scale: 1, x: 0, y: 0 }
  const scale = Math.min(viewportW / contentW, viewportH / contentH) * FIT_MARGIN
  return { scale, x: (viewportW - contentW * scale) / 2, y: (viewportH - contentH * scale) / 2 }
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
