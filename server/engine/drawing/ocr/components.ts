import type { Point } from './raster.ts'

/** One 8-connected region of a probability map above a threshold. */
export interface Component {
  /**
   * The first and last pixel of each row it covers, as pixel-centre coordinates: every pixel lies
   * between them on its row, so these points have the same convex hull as the whole region.
   */
  outline: Point[]
  /** Mean probability over its pixels (PaddleOCR's "slow" box score, measured on the region itself). */
  score: number
}

const NEIGHBOURS = [-1, 0, 1] as const

/**
 * The regions of a `width` × `height` probability map (row-major) whose values exceed `threshold`.
 * Only outer regions are found: a hole inside a text region is not text, unlike OpenCV's
 * contour list, which would return its rim a second time as a line of its own.
 */
export function findComponents(
  probability: Float32Array,
  width: number,
  height: number,
  threshold: number,
): Component[] {
  // Compared in the map's own float32 precision: a map value of 0.3 is not above a threshold of 0.3.
  const limit = Math.fround(threshold)
  const seen = new Uint8Array(width * height)
  // Filled breadth-first: once a region is done, queue[0…end) holds exactly its pixels.
  const queue = new Int32Array(width * height)
  const rowFirst = new Int32Array(height)
  const rowLast = new Int32Array(height)
  const found: Component[] = []
  for (let start = 0; start < width * height; start++) {
    if (seen[start] || probability[start]! <= limit) continue
    seen[start] = 1
    queue[0] = start
    let end = 1
    let sum = 0
    for (let head = 0; head < end; head++) {
      const i = queue[head]!
      sum += probability[i]!
      const x = i % width
      const y = (i - x) / width
      for (const dy of NEIGHBOURS) {
        const ny = y + dy
        if (ny < 0 || ny >= height) continue
        for (const dx of NEIGHBOURS) {
          const nx = x + dx
          const n = ny * width + nx
          if (nx < 0 || nx >= width || seen[n] || probability[n]! <= limit) continue
          seen[n] = 1
          queue[end++] = n
        }
      }
    }
    found.push({ outline: rowExtremes(queue, end, width, rowFirst, rowLast), score: sum / end })
  }
  return found
}

/** The first and last x of each row among the pixels queue[0…end), top row first. */
function rowExtremes(queue: Int32Array, end: number, width: number, first: Int32Array, last: Int32Array): Point[] {
  let top = Infinity
  let bottom = -1
  for (let k = 0; k < end; k++) {
    const y = Math.floor(queue[k]! / width)
    first[y] = width
    last[y] = -1
    top = Math.min(top, y)
    bottom = Math.max(bottom, y)
  }
  for (let k = 0; k < end; k++) {
    const x = queue[k]! % width
    const y = (queue[k]! - x) / width
    first[y] = Math.min(first[y]!, x)
    last[y] = Math.max(last[y]!, x)
  }
  const outline: Point[] = []
  for (let y = top; y <= bottom; y++) {
    outline.push([first[y]!, y])
    if (last[y] !== first[y]) outline.push([last[y]!, y])
  }
  return outline
}
