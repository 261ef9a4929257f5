import { describe, expect, it } from 'vitest'
import {
  convexHull,
  growRect,
  minAreaRect,
  rectCorners,
  type RotatedRect,
} from '../../../../server/engine/drawing/ocr/min-area-rect.ts'
import type { Point } from '../../../../server/engine/drawing/ocr/raster.ts'

const area = (r: RotatedRect) => r.width * r.height
const near = (points: Point[], expected: Point[]) =>
  points.forEach((p, i) => {
    expect(p[0]).toBeCloseTo(expected[i]![0], 6)
    expect(p[1]).toBeCloseTo(expected[i]![1], 6)
  })

describe('convex hull', () => {
  it('keeps the corners, drops inner and collinear points', () => {
    const hull = convexHull([
      [0, 0],
      [2, 0],
      [4, 0],
      [4, 3],
      [1, 1],
      [0, 3],
      [2, 3],
    ])
    expect(hull).toHaveLength(4)
    expect(new Set(hull.map((p) => p.join()))).toEqual(new Set(['0,0', '4,0', '4,3', '0,3']))
  })
})

describe('smallest rectangle around points', () => {
  it('an upright rectangle is its own', () => {
    const r = minAreaRect([
      [0, 0],
      [4, 0],
      [4, 2],
      [0, 2],
      [2, 1],
    ])
    expect(area(r)).toBeCloseTo(8, 6)
    near(rectCorners(r), [
      [0, 0],
      [4, 0],
      [4, 2],
      [0, 2],
    ])
  })

  it('a diamond is a square turned 45°, half the area of its upright box', () => {
    const r = minAreaRect([
      [0, 1],
      [1, 0],
      [2, 1],
      [1, 2],
    ])
    expect(r.width).toBeCloseTo(Math.SQRT2, 6)
    expect(r.height).toBeCloseTo(Math.SQRT2, 6)
    expect(r.centre[0]).toBeCloseTo(1, 6)
    expect(r.centre[1]).toBeCloseTo(1, 6)
  })

  it('a slanted 10 × 5 rectangle, corners in reading order', () => {
    // Sides (8, 6) and (−3, 4): lengths 10 and 5, at right angles.
    const corners: Point[] = [
      [0, 0],
      [8, 6],
      [5, 10],
      [-3, 4],
    ]
    const r = minAreaRect([...corners, [3, 5], [4, 3]])
    expect(area(r)).toBeCloseTo(50, 6)
    expect([r.width, r.height].sort((a, b) => a - b)).toEqual([expect.closeTo(5, 6), expect.closeTo(10, 6)])
    near(rectCorners(r), corners)
  })

  it('points on a line give a rectangle of no height; one point, none at all', () => {
    const line = minAreaRect([
      [1, 1],
      [4, 5],
    ])
    expect(line).toMatchObject({ width: 5, height: 0, centre: [2.5, 3] })
    expect(minAreaRect([[3, 3]])).toMatchObject({ width: 0, height: 0, centre: [3, 3] })
  })

  it('grows each side outwards by the distance', () => {
    const r = growRect({ centre: [5, 5], axis: [1, 0], width: 4, height: 2 }, 1)
    near(rectCorners(r), [
      [2, 3],
      [8, 3],
      [8, 7],
      [2, 7],
    ])
  })
})
