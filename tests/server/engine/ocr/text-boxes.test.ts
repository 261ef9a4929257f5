import { describe, expect, it } from 'vitest'
import { textBoxes } from '../../../../server/engine/drawing/ocr/text-boxes.ts'

/** A width × height map, 0 but for blocks [x0, x1) × [y0, y1) of the given probability. */
function map(width: number, height: number, blocks: [x0: number, y0: number, x1: number, y1: number, p: number][]) {
  const data = new Float32Array(width * height)
  for (const [x0, y0, x1, y1, p] of blocks) for (let y = y0; y < y1; y++) data.fill(p, y * width + x0, y * width + x1)
  return { data, width, height }
}

describe('DB text boxes from the detector map', () => {
  // A block 20 × 4 pixels: pixel centres span 19 × 3, so the unclip offset is
  // 19 · 3 · 1.5 / (2 · (19 + 3)) ≈ 1.943 map pixels on every side.
  const line = map(40, 20, [[10, 8, 30, 12, 0.9]])

  it('grows the line core by area × 1.5 / perimeter and rounds to page pixels', () => {
    expect(textBoxes(line, 40, 20)).toEqual([
      [
        [8, 6],
        [31, 6],
        [31, 13],
        [8, 13],
      ],
    ])
  })

  it('scales map pixels to the page the lines are cut from', () => {
    // 8.057 · 2 = 16.1, 30.943 · 2 = 61.9, 6.057 · 2 = 12.1, 12.943 · 2 = 25.9.
    expect(textBoxes(line, 80, 40)).toEqual([
      [
        [16, 12],
        [62, 12],
        [62, 26],
        [16, 26],
      ],
    ])
  })

  it('keeps boxes on the page', () => {
    const [quad] = textBoxes(map(40, 20, [[0, 0, 20, 4, 0.9]]), 40, 20)
    expect(quad![0]).toEqual([0, 0])
  })

  it('drops faint regions and specks thinner than three map pixels', () => {
    const faint = map(40, 20, [[10, 8, 30, 12, 0.5]])
    const speck = map(40, 20, [[10, 8, 30, 10, 0.9]])
    expect(textBoxes(faint, 40, 20)).toEqual([])
    expect(textBoxes(speck, 40, 20)).toEqual([])
  })
})
