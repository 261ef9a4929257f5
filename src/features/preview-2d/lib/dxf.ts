import { DxfViewer } from 'dxf-viewer'
import fontUrl from 'pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf?url&no-inline'
import { Color, Vector3 } from 'three'

/**
 * The bundled text font: Liberation Sans (SIL OFL), which pdf.js already ships, so DXF text renders
 * with no request outside the bundle. CJK text needs fonts from the `fonts` attribute.
 */
export const BUNDLED_FONT = new URL(fontUrl, import.meta.url).href

/** A DXF viewer filling `container`; it creates its own WebGL context (drawings are few per page). */
export function createDxfViewer(container: HTMLElement): DxfViewer {
  return new DxfViewer(container, {
    clearColor: new Color('#ffffff'),
    autoResize: true,
    antialias: true,
    colorCorrection: true,
  })
}

/** Frees the viewer and gives its WebGL context back at once instead of waiting for GC. */
export function destroyDxfViewer(viewer: DxfViewer) {
  const renderer = viewer.HasRenderer() ? viewer.GetRenderer() : null
  viewer.Destroy()
  renderer?.forceContextLoss()
}

/** Fits the whole drawing in the view. */
export function fitDxf(viewer: DxfViewer) {
  const bounds = viewer.GetBounds()
  const origin = viewer.GetOrigin()
  if (bounds && origin)
    viewer.FitView(bounds.minX - origin.x, bounds.maxX - origin.x, bounds.minY - origin.y, bounds.maxY - origin.y)
}

/** Centres a box (drawing units, lower-left corner + size) with some drawing around it. */
export function focusDxf(viewer: DxfViewer, box: { x: number; y: number; width: number; height: number }) {
  const origin = viewer.GetOrigin() ?? { x: 0, y: 0 }
  const half = Math.max(box.width * 1.5, box.height * 7)
  const cx = box.x + box.width / 2 - origin.x
  const cy = box.y + box.height / 2 - origin.y
  viewer.FitView(cx - half, cx + half, cy - half / 2, cy + half / 2)
}

/** Zooms about the view centre through the public SetView, which also tells the overlays. */
export function zoomDxf(viewer: DxfViewer, factor: number) {
  const camera = viewer.GetCamera()
  const width = (camera.right - camera.left) / camera.zoom / factor
  viewer.SetView(new Vector3(camera.position.x, camera.position.y, 0), width)
  viewer.Render()
}

/** Screen rectangle (CSS px in the canvas) of a box in drawing coordinates, lower-left corner + size. */
export function dxfBoxToScreen(viewer: DxfViewer, box: { x: number; y: number; width: number; height: number }) {
  const origin = viewer.GetOrigin() ?? { x: 0, y: 0 }
  const camera = viewer.GetCamera()
  const canvas = viewer.GetCanvas()
  const toScreen = (x: number, y: number) => {
    const p = new Vector3(x - origin.x, y - origin.y, 0).project(camera)
    return { x: ((p.x + 1) / 2) * canvas.clientWidth, y: ((1 - p.y) / 2) * canvas.clientHeight }
  }
  const a = toScreen(box.x, box.y + box.height)
  const b = toScreen(box.x + box.width, box.y)
  return { left: a.x, top: a.y, width: b.x - a.x, height: b.y - a.y }
}
