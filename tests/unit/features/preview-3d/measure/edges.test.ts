import { describe, expect, it } from 'vitest'
import { edgeLength, meshEdges, nearestOnEdge } from '../../../../../src/features/preview-3d/lib/measure/edges.ts'

// Meshes laid out as OCCT writes them: every B-rep face has its own copies of its vertices, and its
// triangles are one range of the index list.

/** A box 10 × 20 × 30 from the origin: six faces of two triangles each. */
function box() {
  const [a, b, c] = [10, 20, 30]
  const quads = [
    [
      [0, 0, 0],
      [0, b, 0],
      [a, b, 0],
      [a, 0, 0],
    ],
    [
      [0, 0, c],
      [a, 0, c],
      [a, b, c],
      [0, b, c],
    ],
    [
      [0, 0, 0],
      [a, 0, 0],
      [a, 0, c],
      [0, 0, c],
    ],
    [
      [0, b, 0],
      [0, b, c],
      [a, b, c],
      [a, b, 0],
    ],
    [
      [0, 0, 0],
      [0, 0, c],
      [0, b, c],
      [0, b, 0],
    ],
    [
      [a, 0, 0],
      [a, b, 0],
      [a, b, c],
      [a, 0, c],
    ],
  ]
  const positions = quads.flat(2)
  const indices = quads.flatMap((_, q) => [0, 1, 2, 0, 2, 3].map((k) => q * 4 + k))
  const ranges = Uint32Array.from(quads.flatMap((_, q) => [q * 2, q * 2 + 1]))
  return { positions, indices, ranges }
}

/** An open tube of radius r and height h (face 0) with a flat cap on top (face 1), `n` sectors. */
function cappedTube(r: number, h: number, n: number) {
  const positions: number[] = []
  const indices: number[] = []
  const ring = (z: number) =>
    Array.from({ length: n }, (_, i) => [r * Math.cos((2 * Math.PI * i) / n), r * Math.sin((2 * Math.PI * i) / n), z])
  for (const p of [...ring(0), ...ring(h)]) positions.push(...p)
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n
    indices.push(i, j, n + j, i, n + j, n + i)
  }
  const cap = positions.length / 3
  for (const p of [[0, 0, h], ...ring(h)]) positions.push(...p)
  for (let i = 0; i < n; i++) indices.push(cap, cap + 1 + i, cap + 1 + ((i + 1) % n))
  return { positions, indices, ranges: Uint32Array.from([0, 2 * n - 1, 2 * n, 3 * n - 1]) }
}

describe('meshEdges', () => {
  it('finds the twelve edges of a box, each between its two faces, with their lengths', () => {
    const { positions, indices, ranges } = box()
    const { edges, ofFace } = meshEdges(positions, indices, ranges)
    expect(edges).toHaveLength(12)
    expect(edges.map(edgeLength).sort((x, y) => x - y)).toEqual([10, 10, 10, 10, 20, 20, 20, 20, 30, 30, 30, 30])
    expect(edges.every((e) => e.faces[0] >= 0 && e.faces[1] >= 0 && !e.closed)).toBe(true)
    expect([...ofFace.values()].map((list) => list.length)).toEqual([4, 4, 4, 4, 4, 4])
  })

  it('gives a circular rim the length of the circle, not of its polygon', () => {
    const { positions, indices, ranges } = cappedTube(3.3782, 19.05, 16)
    const { edges } = meshEdges(positions, indices, ranges)
    const rim = edges.find((e) => e.faces.join() === '0,1')!
    expect(rim.closed).toBe(true)
    expect(edgeLength(rim)).toBeCloseTo(2 * Math.PI * 3.3782, 9)
    // The open bottom rim borders only the tube.
    expect(edges.find((e) => e.faces.join() === '0,-1')).toBeDefined()
  })

  it('welds copies of a point a few float steps apart', () => {
    const { positions, indices, ranges } = box()
    const jittered = positions.map((v, i) => (i % 7 === 0 ? v + 3e-6 : v))
    expect(meshEdges(jittered, indices, ranges).edges).toHaveLength(12)
  })
})

describe('nearestOnEdge', () => {
  it('finds the nearest point of an edge and its distance', () => {
    const edge = {
      faces: [0, 1] as const,
      points: [
        [0, 0, 0],
        [10, 0, 0],
      ] as const,
      closed: false,
    }
    expect(nearestOnEdge(edge, [4, 3, 0])).toEqual({ point: [4, 0, 0], distance: 3 })
    expect(nearestOnEdge(edge, [14, 3, 0])).toEqual({ point: [10, 0, 0], distance: 5 })
  })
})
