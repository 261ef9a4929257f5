import { OrthographicCamera, Raycaster, Vector2, type Mesh } from 'three'
import { describe, expect, it } from 'vitest'
import { buildMeshes } from '../../../../src/features/preview-3d/lib/build-model.ts'
import { applyHighlight, countFaces, faceOfHit } from '../../../../src/features/preview-3d/lib/feature-highlight.ts'
import type { ParsedMesh } from '../../../../src/features/preview-3d/worker/protocol.ts'

/** A unit square at x offset `x` (z = 0, facing +z) in two triangles, each its own B-rep face. */
function square(x: number): ParsedMesh {
  return {
    positions: Float32Array.from([x, 0, 0, x + 1, 0, 0, x + 1, 1, 0, x, 1, 0]),
    indices: Uint32Array.from([0, 1, 2, 0, 2, 3]),
    faces: Uint32Array.from([0, 0, 1, 1]),
  }
}

/** The global face under a point of the z = 0 plane, looking down -z as the viewer's raycast does. */
function faceAt(model: ReturnType<typeof buildMeshes>, x: number, y: number) {
  const camera = new OrthographicCamera(-10, 10, 10, -10, 0.1, 100)
  camera.position.set(0, 0, 10)
  camera.updateMatrixWorld()
  const raycaster = new Raycaster()
  raycaster.setFromCamera(new Vector2(x / 10, y / 10), camera)
  const hit = raycaster.intersectObject(model, true)[0]
  return hit ? faceOfHit(hit) : null
}

describe('B-rep faces on the viewer’s meshes', () => {
  it('numbers faces across meshes in order, as the server does', () => {
    const model = buildMeshes([square(0), square(2)])
    expect(countFaces(model)).toBe(4)
    // Lower-right triangle of each square is its first face, upper-left its second.
    expect(faceAt(model, 0.8, 0.2)).toBe(0)
    expect(faceAt(model, 0.2, 0.8)).toBe(1)
    expect(faceAt(model, 2.8, 0.2)).toBe(2)
    expect(faceAt(model, 2.2, 0.8)).toBe(3)
  })

  it('has no faces to pick on a mesh format', () => {
    const { faces: _, ...stl } = square(0)
    const model = buildMeshes([stl])
    expect(countFaces(model)).toBe(0)
    expect(faceAt(model, 0.8, 0.2)).toBeNull()
  })

  it('tints exactly the selected faces and clears again, still picking through the groups', () => {
    const model = buildMeshes([square(0), square(2)])
    const [first, second] = model.children as Mesh[]
    applyHighlight(model, new Set([3]))
    expect(first!.geometry.groups).toEqual([{ start: 0, count: 6, materialIndex: 0 }])
    expect(second!.geometry.groups).toEqual([
      { start: 0, count: 3, materialIndex: 0 },
      { start: 3, count: 3, materialIndex: 1 },
    ])
    expect(faceAt(model, 2.2, 0.8)).toBe(3)
    applyHighlight(model, new Set())
    expect(second!.geometry.groups).toEqual([{ start: 0, count: 6, materialIndex: 0 }])
  })
})
