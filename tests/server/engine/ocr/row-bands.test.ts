import { describe, expect, it } from 'vitest'
import { networkSize, rowBands, type RowBand } from '../../../../server/engine/drawing/ocr/detect.ts'

/** The kept rows of consecutive bands cover [0, height) once each, in order. */
function expectTiled(bands: RowBand[], height: number) {
  expect(bands[0]!.keepStart).toBe(0)
  expect(bands.at(-1)!.keepEnd).toBe(height)
  for (let i = 1; i < bands.length; i++) expect(bands[i]!.keepStart).toBe(bands[i - 1]!.keepEnd)
}

describe('the bands a page is found in', () => {
  it('finds an A-series page in two halves, each run with 64 rows of the other for context', () => {
    const [width, height] = networkSize({ width: 2480, height: 1754 })
    expect(rowBands(width, height)).toEqual([
      { start: 0, end: 640, keepStart: 0, keepEnd: 576 },
      { start: 512, end: 1152, keepStart: 576, keepEnd: 1152 },
    ])
  })

  it('cuts a portrait page across its height, at multiples of 32', () => {
    const bands = rowBands(1152, 1600)
    expect(bands).toHaveLength(2)
    expectTiled(bands, 1600)
    for (const b of bands) {
      expect([b.start, b.end, b.keepStart, b.keepEnd].every((row) => row % 32 === 0)).toBe(true)
      expect(b.keepStart - b.start).toBeLessThanOrEqual(64)
      expect(b.end - b.keepEnd).toBeLessThanOrEqual(64)
    }
  })

  it('runs an image of up to half the area cap whole, with no margins', () => {
    expect(rowBands(640, 480)).toEqual([{ start: 0, end: 480, keepStart: 0, keepEnd: 480 }])
    expect(rowBands(1600, 576)).toEqual([{ start: 0, end: 576, keepStart: 0, keepEnd: 576 }])
  })

  it('never cuts a band thinner than the network step', () => {
    // 40000 × 64 is 2.8 times the band area, but has rows for two bands only.
    const bands = rowBands(40000, 64)
    expect(bands.map((b) => b.keepEnd - b.keepStart)).toEqual([32, 32])
    for (const height of [96, 608, 1184]) expectTiled(rowBands(1600, height), height)
  })
})
