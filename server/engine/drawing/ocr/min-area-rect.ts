import type { Point } from './raster.ts'

/** A rectangle at any angle: its centre, the unit vector along its width, and its sides. */
export interface RotatedRect {
  centre: Point
  axis: Point
  width: number
  height: number
}

const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

/**
 * The convex hull of the points (Andrew's monotone chain), counter-clockwise in the x-right,
 * y-up sense, without collinear points.
 */
export function convexHull(points: Point[]): Point[] {
  const sorted = points.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1])
  if (sorted.length < 3) return sorted
  const half = (from: Point[]) => {
    const chain: Point[] = []
    for (const p of from) {
      while (chain.length >= 2 && cross(chain[chain.length - 2]!, chain[chain.length - 1]!, p) <= 0) chain.pop()
      chain.push(p)
    }
    chain.pop()
    return chain
  }
  return [...half(sorted), ...half(sorted.slice().reverse())]
}

/**
 * The smallest-area rectangle around the points. One of its sides lies along an edge of the
 * convex hull (Freeman & Shapira), so rotating calipers try each edge in turn, keeping the
 * farthest points along, against and across it as they go round.
 */
export function minAreaRect(points: Point[]): RotatedRect {
  const hull = convexHull(points)
  const n = hull.length
  if (n < 3) {
    const [a = [0, 0], b = a] = hull
    const length = Math.hypot(b[0] - a[0], b[1] - a[1])
    const axis: Point = length > 0 ? [(b[0] - a[0]) / length, (b[1] - a[1]) / length] : [1, 0]
    return { centre: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], axis, width: length, height: 0 }
  }
  const at = (k: number) => hull[k % n]!
  let best: RotatedRect | undefined
  let right = 1
  let far = 1
  let left = 1
  for (let i = 0; i < n; i++) {
    const a = at(i)
    const b = at(i + 1)
    const length = Math.hypot(b[0] - a[0], b[1] - a[1])
    const [ex, ey] = [(b[0] - a[0]) / length, (b[1] - a[1]) / length]
    const along = (p: Point) => (p[0] - a[0]) * ex + (p[1] - a[1]) * ey
    // The hull lies on the left of each of its edges: (−ey, ex) points inwards.
    const across = (p: Point) => (p[1] - a[1]) * ex - (p[0] - a[0]) * ey
    right = Math.max(right, i + 1)
    while (along(at(right + 1)) > along(at(right))) right++
    far = Math.max(far, right)
    while (across(at(far + 1)) > across(at(far))) far++
    left = Math.max(left, far)
    while (along(at(left + 1)) < along(at(left))) left++
    const [from, to, height] = [along(at(left)), along(at(right)), across(at(far))]
    if (best && (to - from) * height >= best.width * best.height) continue
    const mid = (from + to) / 2
    best = {
      centre: [a[0] + ex * mid - (ey * height) / 2, a[1] + ey * mid + (ex * height) / 2],
      axis: [ex, ey],
      width: to - from,
      height,
    }
  }
  return best!
}

/** The rectangle with each side pushed out by `distance`. */
export const growRect = (r: RotatedRect, distance: number): RotatedRect => ({
  ...r,
  width: r.width + 2 * distance,
  height: r.height + 2 * distance,
})

/**
 * The corners as a text line reads: top-left, top-right, bottom-right, bottom-left, in image
 * coordinates (y down). As PaddleOCR orders them, the two leftmost corners are the left side,
 * each side's upper corner its top, so a line slanting by less than 45° keeps its reading order.
 */
export function rectCorners(r: RotatedRect): [Point, Point, Point, Point] {
  const [ux, uy] = [(r.axis[0] * r.width) / 2, (r.axis[1] * r.width) / 2]
  const [vx, vy] = [(-r.axis[1] * r.height) / 2, (r.axis[0] * r.height) / 2]
  const [cx, cy] = r.centre
  const byX = (
    [
      [cx - ux - vx, cy - uy - vy],
      [cx + ux - vx, cy + uy - vy],
      [cx + ux + vx, cy + uy + vy],
      [cx - ux + vx, cy - uy + vy],
    ] as Point[]
  ).sort((p, q) => p[0] - q[0])
  const [l1, l2, r1, r2] = byX as [Point, Point, Point, Point]
  const [topLeft, bottomLeft] = l2[1] > l1[1] ? [l1, l2] : [l2, l1]
  const [topRight, bottomRight] = r2[1] > r1[1] ? [r1, r2] : [r2, r1]
  return [topLeft, topRight, bottomRight, bottomLeft]
}
