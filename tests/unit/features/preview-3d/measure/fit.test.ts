import { describe, expect, it } from 'vitest'
import {
  angleBetween,
  fitCircle,
  fitCylinder,
  fitPlane,
  planeGap,
} from '../../../../../src/features/preview-3d/lib/measure/fit.ts'
import { symmetricEigen, type Vec3 } from '../../../../../src/features/preview-3d/lib/measure/vec3.ts'

// Shapes whose sizes are known by construction: points placed exactly on a plane, circle or
// cylinder, the way OCCT places a tessellation's vertices on the B-rep surface.

/** Points (flat xyz) on a cylinder of radius r about the axis through `base` along z, turned by 30° about x. */
function cylinderPoints(r: number, base: Vec3, sectors: number, from = 0, to = 2 * Math.PI) {
  const turn = Math.PI / 6
  const points: number[] = []
  const normals: number[] = []
  for (let i = 0; i <= sectors; i++) {
    const a = from + ((to - from) * i) / sectors
    for (const z of [0, 7.5, 15]) {
      const [x, y] = [r * Math.cos(a), r * Math.sin(a)]
      // Rotation about x: y' = y cos − z sin, z' = y sin + z cos.
      points.push(
        base[0] + x,
        base[1] + y * Math.cos(turn) - z * Math.sin(turn),
        base[2] + y * Math.sin(turn) + z * Math.cos(turn),
      )
      normals.push(Math.cos(a), Math.sin(a) * Math.cos(turn), Math.sin(a) * Math.sin(turn))
    }
  }
  return { points, normals, axis: [0, -Math.sin(turn), Math.cos(turn)] as Vec3 }
}

describe('symmetricEigen', () => {
  it('finds the eigenvalues of a diagonal matrix in ascending order, and of a rotated one', () => {
    expect(symmetricEigen([3, 0, 0, 0, 1, 0, 0, 0, 2]).values).toEqual([1, 2, 3])
    // [[2,1,0],[1,2,0],[0,0,5]] has eigenvalues 1, 3, 5; the least belongs to (1, −1, 0)/√2.
    const { values, vectors } = symmetricEigen([2, 1, 0, 1, 2, 0, 0, 0, 5])
    values.forEach((v, i) => expect(v).toBeCloseTo([1, 3, 5][i]!, 12))
    expect(Math.abs(vectors[0]![0] + vectors[0]![1])).toBeLessThan(1e-12)
  })
})

describe('fitPlane', () => {
  it('recovers the plane z = x + 5 with its normal on the outward side', () => {
    const points = [0, 0, 5, 10, 0, 15, 0, 10, 5, 10, 10, 15]
    const { shape, deviation } = fitPlane(points, [-1, 0, 1])
    const s = Math.SQRT1_2
    ;[-s, 0, s].forEach((c, i) => expect(shape.normal[i]).toBeCloseTo(c, 12))
    expect(deviation).toBeLessThan(1e-12)
  })

  it('reports how far a curved face strays from flat', () => {
    const { points } = cylinderPoints(4, [0, 0, 0], 8, 0, Math.PI / 2)
    expect(fitPlane(points, [1, 0, 0]).deviation).toBeGreaterThan(0.1)
  })
})

describe('planeGap and angleBetween', () => {
  const top = { normal: [0, 0, 1] as Vec3, point: [3, 4, 34.925] as Vec3 }
  const shelf = { normal: [0, 0, 1] as Vec3, point: [-50, 2, 25.4] as Vec3 }
  const bottom = { normal: [0, 0, -1] as Vec3, point: [9, 9, 0] as Vec3 }
  const chamfer = { normal: [Math.SQRT1_2, 0, -Math.SQRT1_2] as Vec3, point: [60, 0, 5] as Vec3 }

  it('measures parallel faces square to their normals, facing either way', () => {
    expect(planeGap(top, shelf)).toBeCloseTo(9.525, 12)
    expect(planeGap(top, bottom)).toBeCloseTo(34.925, 12)
  })

  it('refuses faces that are not parallel', () => {
    expect(planeGap(bottom, chamfer)).toBeNull()
  })

  it('gives the angle between the faces’ normals', () => {
    expect(angleBetween(bottom.normal, chamfer.normal)).toBeCloseTo(45, 10)
    expect(angleBetween(top.normal, chamfer.normal)).toBeCloseTo(135, 10)
    expect(angleBetween(top.normal, [0, 1, 0])).toBeCloseTo(90, 10)
  })
})

describe('fitCylinder', () => {
  it('recovers radius and tilted axis of a full cylinder', () => {
    const { points, normals, axis } = cylinderPoints(5.55625, [10, -20, 3], 24)
    const fit = fitCylinder(points, normals)!
    expect(fit.shape.radius).toBeCloseTo(5.55625, 9)
    expect(Math.abs(fit.shape.axis.reduce((s, c, i) => s + c * axis[i]!, 0))).toBeCloseTo(1, 12)
    expect(fit.deviation).toBeLessThan(1e-9)
  })

  it('recovers the radius from a quarter of a cylinder (half a split hole and less)', () => {
    const { points, normals } = cylinderPoints(12.7, [0, 0, 0], 6, 1, 1 + Math.PI / 2)
    expect(fitCylinder(points, normals)!.shape.radius).toBeCloseTo(12.7, 9)
  })
})

describe('fitCircle', () => {
  it('fits a circle in a tilted plane', () => {
    const { points } = cylinderPoints(3.378, [1, 2, 3], 12)
    const rim = points.filter((_, i) => Math.floor(i / 3) % 3 === 0)
    const fit = fitCircle(rim)!
    expect(fit.shape.radius).toBeCloseTo(3.378, 9)
    expect(fit.deviation).toBeLessThan(1e-9)
  })

  it('refuses points on a line', () => {
    expect(fitCircle([0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3])).toBeNull()
  })
})
