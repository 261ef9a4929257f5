import { describe, expect, it } from 'vitest'
import { meshStats } from '../../../../src/features/preview-3d/worker/mesh-stats.ts'
import type { ParsedMesh } from '../../../../src/features/preview-3d/worker/protocol.ts'

// A 2 × 3 × 4 box from (1, 1, 1), outward-facing, as 12 triangles over 8 corners.
const CORNERS = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => [1 + 2 * (i & 1), 1 + 3 * ((i >> 1) & 1), 1 + 4 * (i >> 2)])
const FACES = [
  [0, 2, 3, 1], // z = 1
  [4, 5, 7, 6], // z = 5
  [0, 1, 5, 4], // y = 1
  [2, 6, 7, 3], // y = 4
  [0, 4, 6, 2], // x = 1
  [1, 3, 7, 5], // x = 3
]
const TRIANGLES = FACES.flatMap(([a, b, c, d]) => [
  [a!, b!, c!],
  [a!, c!, d!],
])

/** The box as STL gives it: every triangle with its own three vertices. */
function soup(triangles = TRIANGLES) {
  return { positions: Float32Array.from(triangles.flat().flatMap((i) => CORNERS[i]!)) }
}

describe('meshStats', () => {
  it('measures a closed box: size, area, volume', () => {
    const stats = meshStats([soup()])
    expect(stats).toMatchObject({ triangles: 12, min: [1, 1, 1], max: [3, 4, 5], closed: true })
    expect(stats.area).toBeCloseTo(2 * (2 * 3 + 3 * 4 + 2 * 4))
    expect(stats.volume).toBeCloseTo(24)
  })

  it('gives the same answer for the indexed box as for the soup', () => {
    const indexed = { positions: Float32Array.from(CORNERS.flat()), indices: Uint32Array.from(TRIANGLES.flat()) }
    const stats = meshStats([indexed])
    expect(stats).toMatchObject({ triangles: 12, closed: true })
    expect(stats.volume).toBeCloseTo(24)
  })

  it('reports a box with one facet missing as open', () => {
    expect(meshStats([soup(TRIANGLES.slice(1))]).closed).toBe(false)
  })

  it('welds corners that differ by float noise, far below a millionth of the size', () => {
    const mesh = soup()
    mesh.positions[0] = mesh.positions[0]! + 1e-7
    expect(meshStats([mesh]).closed).toBe(true)
  })

  it('counts two boxes in separate meshes, each closed, as one closed model', () => {
    const moved = soup()
    for (let i = 0; i < moved.positions.length; i += 3) moved.positions[i] = moved.positions[i]! + 10
    const stats = meshStats([soup(), moved])
    expect(stats).toMatchObject({ triangles: 24, min: [1, 1, 1], max: [13, 4, 5], closed: true })
    expect(stats.volume).toBeCloseTo(48)
  })

  it('fills each mesh with its own bounds for the main thread', () => {
    const mesh: ParsedMesh = soup()
    meshStats([mesh])
    expect(mesh.bounds).toEqual([1, 1, 1, 3, 4, 5])
  })
})
