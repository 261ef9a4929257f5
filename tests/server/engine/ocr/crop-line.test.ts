import { describe, expect, it } from 'vitest'
import { cropLine } from '../../../../server/engine/drawing/ocr/crop-line.ts'
import type { Raster } from '../../../../server/engine/drawing/ocr/raster.ts'
import type { Quad } from '../../../../server/engine/drawing/ocr/text-boxes.ts'

/** A grey page whose pixel (x, y) has the value 10·y + x. */
function page(width: number, height: number): Raster {
  const data = new Uint8Array(width * height * 4)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) data.set([10 * y + x, 10 * y + x, 10 * y + x, 255], 4 * (y * width + x))
  return { data, width, height }
}
const grey = (r: Raster) =>
  Array.from({ length: r.height }, (_, y) => [...Array(r.width).keys()].map((x) => r.data[4 * (y * r.width + x)]))

describe('cutting a line out of a page', () => {
  it('an upright quad on whole pixels copies them', () => {
    const quad: Quad = [
      [1, 0],
      [3, 0],
      [3, 2],
      [1, 2],
    ]
    const crop = cropLine(page(4, 3), quad)
    expect(grey(crop)).toEqual([
      [1, 2],
      [11, 12],
    ])
    expect(crop.data[3]).toBe(255)
  })

  it('between pixels it blends them', () => {
    const quad: Quad = [
      [0.5, 0.5],
      [2.5, 0.5],
      [2.5, 1.5],
      [0.5, 1.5],
    ]
    // (0.5, 0.5) lies amid 0, 1, 10 and 11.
    expect(grey(cropLine(page(4, 3), quad))).toEqual([[6, 7]])
  })

  it('follows the slant: a quad rising one pixel per two across samples along it', () => {
    const quad: Quad = [
      [0, 2],
      [4, 0],
      [4, 1],
      [0, 3],
    ]
    // Along the top edge, x steps 1 and y falls 0.5 a pixel: values 20, 16, 12, 8.
    expect(grey(cropLine(page(5, 4), quad))[0]).toEqual([20, 16, 12, 8])
  })

  it('repeats the edge pixels beyond the page', () => {
    const quad: Quad = [
      [-2, 0],
      [1, 0],
      [1, 1],
      [-2, 1],
    ]
    expect(grey(cropLine(page(3, 2), quad))).toEqual([[0, 0, 0]])
  })

  it('a line standing on end is turned a quarter anticlockwise', () => {
    const quad: Quad = [
      [0, 0],
      [2, 0],
      [2, 4],
      [0, 4],
    ]
    // 2 wide and 4 tall: the right-hand column becomes the top row.
    expect(grey(cropLine(page(2, 4), quad))).toEqual([
      [1, 11, 21, 31],
      [0, 10, 20, 30],
    ])
  })
})
