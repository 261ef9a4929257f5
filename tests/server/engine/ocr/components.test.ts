import { describe, expect, it } from 'vitest'
import { findComponents } from '../../../../server/engine/drawing/ocr/components.ts'

/** A probability map from rows of digits: '9' is 0.9, '3' is 0.3, '.' is 0. */
const map = (...rows: string[]) => ({
  data: Float32Array.from(rows.join('').split(''), (c) => (c === '.' ? 0 : Number(c) / 10)),
  width: rows[0]!.length,
  height: rows.length,
})

describe('text regions of a probability map', () => {
  it('joins pixels touching at a corner, keeps apart those that do not touch', () => {
    const m = map(
      '99.....', //
      '..9..99',
      '.....99',
    )
    const regions = findComponents(m.data, m.width, m.height, 0.3)
    expect(regions.map((r) => r.outline)).toEqual([
      [
        [0, 0],
        [1, 0],
        [2, 1],
      ],
      [
        [5, 1],
        [6, 1],
        [5, 2],
        [6, 2],
      ],
    ])
  })

  it('keeps the first and last pixel of each row, which bound the region', () => {
    const m = map(
      '.9999.', //
      '9999..',
      '..99..',
    )
    const [region] = findComponents(m.data, m.width, m.height, 0.3)
    expect(region!.outline).toEqual([
      [1, 0],
      [4, 0],
      [0, 1],
      [3, 1],
      [2, 2],
      [3, 2],
    ])
  })

  it('counts a pixel as text only above the threshold, and scores a region by its mean', () => {
    const m = map(
      '3995', //
      '3.5.',
    )
    const regions = findComponents(m.data, m.width, m.height, 0.3)
    expect(regions).toHaveLength(1)
    // 0.9, 0.9, 0.5 and 0.5: the 0.3 pixels are left out.
    expect(regions[0]!.score).toBeCloseTo((0.9 + 0.9 + 0.5 + 0.5) / 4, 6)
  })

  it('finds a ring once: the hole inside a line is not a line of its own', () => {
    const m = map(
      '99999', //
      '9...9',
      '99999',
    )
    expect(findComponents(m.data, m.width, m.height, 0.3)).toHaveLength(1)
  })

  it('finds nothing on an empty map', () => {
    const m = map('....', '....')
    expect(findComponents(m.data, m.width, m.height, 0.3)).toEqual([])
  })
})
