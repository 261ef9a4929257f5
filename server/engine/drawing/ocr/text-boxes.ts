import { findComponents } from './components.ts'
import { growRect, minAreaRect, rectCorners } from './min-area-rect.ts'
import type { Point } from './raster.ts'

/** A text line's corners in page pixels: top-left, top-right, bottom-right, bottom-left. */
export type Quad = [Point, Point, Point, Point]

/** The detector's probability map and the size of the page it was computed from. */
export interface ProbabilityMap {
  data: Float32Array
  width: number
  height: number
}

// PaddleOCR's DB post-processing defaults, which its detection models were tuned with:
// a pixel is text above 0.3; a region is a line when its pixels average above 0.6; the network
// marks only the core of each line, whose rectangle is grown back by area × 1.5 / perimeter.
const TEXT_PROBABILITY = 0.3
const LINE_SCORE = 0.6
const UNCLIP_RATIO = 1.5
// Regions thinner than this (map pixels) are specks, before and after growing.
const MIN_SIDE = 3
// Lines shorter than this on the page (pixels) hold no character worth reading.
const MIN_PAGE_SIDE = 4

const side = (a: Point, b: Point) => Math.hypot(b[0] - a[0], b[1] - a[1])

/**
 * PaddleOCR's "DB" box finding in plain TypeScript: the probability map's regions, each as the
 * smallest rectangle around it, grown by the unclip offset and scaled to the page, whose pixels
 * the lines are cut from.
 */
export function textBoxes(map: ProbabilityMap, pageWidth: number, pageHeight: number): Quad[] {
  const sx = pageWidth / map.width
  const sy = pageHeight / map.height
  const clamp = (v: number, max: number) => Math.min(max, Math.max(0, Math.round(v)))
  const quads: Quad[] = []
  for (const region of findComponents(map.data, map.width, map.height, TEXT_PROBABILITY)) {
    const core = minAreaRect(region.outline)
    if (Math.min(core.width, core.height) < MIN_SIDE || region.score < LINE_SCORE) continue
    const offset = (core.width * core.height * UNCLIP_RATIO) / (2 * (core.width + core.height))
    const line = growRect(core, offset)
    if (Math.min(line.width, line.height) < MIN_SIDE + 2) continue
    const quad = rectCorners(line).map(([x, y]) => [clamp(x * sx, pageWidth), clamp(y * sy, pageHeight)]) as Quad
    if (side(quad[0], quad[1]) < MIN_PAGE_SIDE || side(quad[0], quad[3]) < MIN_PAGE_SIDE) continue
    quads.push(quad)
  }
  return quads
}
