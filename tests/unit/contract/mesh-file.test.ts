import { describe, expect, it } from 'vitest'
import { decodeMesh, encodeMesh, MeshFileError, type MeshFile } from '../../../contract/mesh-file.ts'

// The server's viewer mesh travels as one binary: what the browser decodes must be what the server
// measured, face ranges included, and anything else must fail with a clear error.

/** A unit cube's two faces (four triangles) with outward normals. */
function square(vertexCount = 8): MeshFile {
  const positions = new Float32Array(vertexCount * 3).map((_, i) => (i % 7) * 12.345678)
  const normals = new Float32Array(vertexCount * 3).map((_, i) => [0.6, 0, -0.8][i % 3]!)
  return {
    positions,
    normals,
    indices: Uint32Array.from([0, 1, 2, 0, 2, 3, vertexCount - 1, 5, 6, 4, 5, 6]),
    faces: Uint32Array.from([0, 1, 2, 3]),
    stats: { triangles: 4, min: [0, 0, 0], max: [74.07, 74.07, 74.07], area: 2, volume: 1, closed: true },
  }
}

describe('the viewer mesh file', () => {
  it('keeps positions exactly, faces and indices as they were, normals within 1/32767', () => {
    const mesh = square()
    const back = decodeMesh(encodeMesh(mesh).slice().buffer)
    expect([...back.positions]).toEqual([...mesh.positions])
    expect([...back.indices]).toEqual([...mesh.indices])
    expect([...back.faces!]).toEqual([0, 1, 2, 3])
    back.normals!.forEach((n, i) => expect(Math.abs(n - mesh.normals![i]!)).toBeLessThanOrEqual(1 / 32767))
    expect(back.stats).toEqual(mesh.stats)
  })

  it('stores indices in 16 bits up to 65,536 vertices and 32 beyond, reading both back', () => {
    const small = encodeMesh(square(0x10000))
    const large = encodeMesh(square(0x10001))
    // Twelve indices: 24 bytes more at 32 bits; three more vertices' positions and normals (18 bytes, padded to 20).
    expect(large.length - small.length).toBe(24 + 12 + 8)
    expect(decodeMesh(large.slice().buffer).indices[6]).toBe(0x10000)
    expect(decodeMesh(small.slice().buffer).indices[6]).toBe(0xffff)
  })

  it('refuses bytes that are not a whole mesh file', () => {
    const bytes = encodeMesh(square())
    expect(() => decodeMesh(bytes.slice(0, bytes.length - 4).buffer)).toThrow(MeshFileError)
    expect(() => decodeMesh(new TextEncoder().encode('ISO-10303-21;').buffer)).toThrow(MeshFileError)
    expect(() => decodeMesh(new ArrayBuffer(3))).toThrow(MeshFileError)
  })
})
