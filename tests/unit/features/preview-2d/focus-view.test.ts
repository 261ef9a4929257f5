import { describe, expect, it } from 'vitest'
import { focusView } from '../../../../src/features/preview-2d/lib/pan-zoom.ts'

// A conflict's callout shown on the drawing: the box in the middle of the viewport, large enough
// to read, with its neighbours around it.

describe('focusView', () => {
  it('centres a text box in a 400×300 viewport with fourteen text heights across', () => {
    // A 16×4 box at (100, 50): 14 × 4 = 56 units (more than three widths, 48) across 400 px, and
    // 56 × 300 / 400 = 42 units down 300 px: both give scale 400 / 56.
    const view = focusView(400, 300, { x: 100, y: 50, width: 16, height: 4 })
    expect(view.scale).toBeCloseTo(400 / 56, 6)
    // Its centre (108, 52) lands on the viewport's centre (200, 150).
    expect(108 * view.scale + view.x).toBeCloseTo(200, 6)
    expect(52 * view.scale + view.y).toBeCloseTo(150, 6)
  })

  it('keeps a wide box whole and centres it below the toolbar strip', () => {
    // 200 wide: three widths (600) across 400 px; the area below a 40 px toolbar is 260 px high.
    const view = focusView(400, 300, { x: 0, y: 0, width: 200, height: 4 }, 40)
    expect(view.scale).toBeCloseTo(400 / 600, 6)
    expect(2 * view.scale + view.y).toBeCloseTo(40 + 130, 6)
  })
})
