import { describe, expect, it } from 'vitest'
import { networkSize } from '../../../../server/engine/drawing/ocr/detect.ts'

const area = ([width, height]: [number, number]) => width * height

describe('the size a page is found at', () => {
  it('keeps an A-series page at 1600 px on its long side, either way up', () => {
    expect(networkSize({ width: 1755, height: 1240 })).toEqual([1600, 1152])
    expect(networkSize({ width: 2480, height: 1754 })).toEqual([1600, 1152])
    expect(networkSize({ width: 1240, height: 1755 })).toEqual([1152, 1600])
  })

  it('finds a squarer page smaller, within the A-series area', () => {
    const [width, height] = networkSize({ width: 1651, height: 1275 })
    expect(area([width, height])).toBeLessThanOrEqual(1600 * 1152)
    expect(width).toBeLessThan(1600)
    expect(width / height).toBeCloseTo(1651 / 1275, 1)
    expect(area(networkSize({ width: 3600, height: 3600 }))).toBeLessThanOrEqual(1600 * 1152)
  })

  it('gives sides in multiples of 32, at least 32, and never enlarges a small image more than that', () => {
    for (const page of [
      { width: 100, height: 80 },
      { width: 20, height: 3000 },
      { width: 1797, height: 1300 },
    ]) {
      const [width, height] = networkSize(page)
      expect(width % 32).toBe(0)
      expect(height % 32).toBe(0)
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(32)
      expect(width).toBeLessThan(page.width + 32)
      expect(height).toBeLessThan(page.height + 32)
    }
  })
})
