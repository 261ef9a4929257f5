import type { Point, Raster } from './raster.ts'
import type { Quad } from './text-boxes.ts'

// A line this much taller than wide is a column of text (or one tall glyph): PaddleOCR turns
// it a quarter anticlockwise so the recogniser, which reads left to right, sees it lying down.
const TALL = 1.5

const side = (a: Point, b: Point) => Math.hypot(b[0] - a[0], b[1] - a[1])

/**
 * Cuts a text line out of the page along its slant into an upright image as long and as tall as
 * the quad's longer sides: pixel (u, v) of the line is the page at fraction (u / width, v / height)
 * between its corners, sampled bilinearly, with the page's edge pixels repeated beyond it.
 */
export function cropLine(page: Raster, quad: Quad): Raster {
  const [tl, tr, br, bl] = quad
  const width = Math.max(1, Math.trunc(Math.max(side(tl, tr), side(bl, br))))
  const height = Math.max(1, Math.trunc(Math.max(side(tl, bl), side(tr, br))))
  const turned = height >= TALL * width
  const [outWidth, outHeight] = turned ? [height, width] : [width, height]
  const data = new Uint8Array(outWidth * outHeight * 4)
  const [[ax, ay], [bx, by], [cx, cy], [dx, dy]] = [tl, tr, br, bl]
  for (let y = 0; y < outHeight; y++) {
    for (let x = 0; x < outWidth; x++) {
      // Turned anticlockwise, the line's right-hand column becomes the image's top row.
      const s = (turned ? width - 1 - y : x) / width
      const t = (turned ? x : y) / height
      const topX = ax + (bx - ax) * s
      const topY = ay + (by - ay) * s
      const bottomX = dx + (cx - dx) * s
      const bottomY = dy + (cy - dy) * s
      sample(page, topX + (bottomX - topX) * t, topY + (bottomY - topY) * t, data, 4 * (y * outWidth + x))
    }
  }
  return { data, width: outWidth, height: outHeight }
}

/** Writes the page's colour at (x, y), blended from the four nearest pixels, into out[at…at+3]. */
function sample(page: Raster, x: number, y: number, out: Uint8Array, at: number) {
  const { data, width, height } = page
  const x0 = Math.floor(x)
  const y0 = Math.floor(y)
  const fx = x - x0
  const fy = y - y0
  const left = Math.min(width - 1, Math.max(0, x0))
  const right = Math.min(width - 1, Math.max(0, x0 + 1))
  const row0 = Math.min(height - 1, Math.max(0, y0)) * width
  const row1 = Math.min(height - 1, Math.max(0, y0 + 1)) * width
  for (let k = 0; k < 3; k++) {
    const upper = data[4 * (row0 + left) + k]! * (1 - fx) + data[4 * (row0 + right) + k]! * fx
    const lower = data[4 * (row1 + left) + k]! * (1 - fx) + data[4 * (row1 + right) + k]! * fx
    out[at + k] = Math.round(upper * (1 - fy) + lower * fy)
  }
  out[at + 3] = 255
}
