import {
  Box3,
  BufferAttribute,
  BufferGeometry,
  Color,
  DoubleSide,
  Group,
  Mesh,
  MeshStandardMaterial,
  Sphere,
  Vector3,
  type Material,
  type Object3D,
  type Texture,
} from 'three'
import type { ParsedMesh } from '../worker/protocol.ts'
import { faceCount } from './face-ranges.ts'
import { attachFaces } from './feature-highlight.ts'

const PART_COLOR = 0xb9c3cf

/** Geometries created by the viewers and not yet disposed: the leak test reads this. */
let liveGeometries = 0
const tracked = new WeakSet<BufferGeometry>()

export function liveGeometryCount() {
  return liveGeometries
}

/** Counts a geometry in until `disposeObject` takes it out again. */
export function track(geometry: BufferGeometry) {
  if (tracked.has(geometry)) return geometry
  tracked.add(geometry)
  liveGeometries++
  const onDispose = () => {
    liveGeometries--
    geometry.removeEventListener('dispose', onDispose)
  }
  geometry.addEventListener('dispose', onDispose)
  return geometry
}

/**
 * The part material: matte metal grey, two-sided because STL and IGES winding is often
 * inconsistent and a section plane shows the inside. Files without normals shade flat, which is
 * also what a faceted CAD export should look like.
 */
export function partMaterial(color?: readonly [number, number, number], flat = false) {
  return new MeshStandardMaterial({
    color: color ? new Color().setRGB(color[0], color[1], color[2]) : new Color(PART_COLOR),
    metalness: 0.15,
    roughness: 0.55,
    side: DoubleSide,
    flatShading: flat,
  })
}

/** Three.js meshes from the worker's typed arrays (no copies). */
export function buildMeshes(meshes: readonly ParsedMesh[]): Group {
  const group = new Group()
  let faceBase = 0
  for (const m of meshes) {
    const geometry = track(new BufferGeometry())
    geometry.setAttribute('position', new BufferAttribute(m.positions, 3))
    if (m.normals && m.normals.length === m.positions.length)
      geometry.setAttribute('normal', new BufferAttribute(m.normals, 3))
    if (m.indices) geometry.setIndex(new BufferAttribute(m.indices, 1))
    if (m.bounds) {
      // From the worker: walking a million-triangle array here would block the page.
      geometry.boundingBox = new Box3(new Vector3(...m.bounds.slice(0, 3)), new Vector3(...m.bounds.slice(3)))
      geometry.boundingSphere = geometry.boundingBox.getBoundingSphere(new Sphere())
    } else {
      geometry.computeBoundingSphere()
    }
    const mesh = new Mesh(geometry, partMaterial(m.color, !geometry.getAttribute('normal')))
    if (m.faces) attachFaces(mesh, { ranges: m.faces, base: faceBase })
    faceBase += faceCount(m.faces)
    group.add(mesh)
  }
  return group
}

function materialsOf(object: Object3D): Material[] {
  const material = (object as Mesh).material
  return material ? (Array.isArray(material) ? material : [material]) : []
}

/** Every material of a subtree, for clipping planes. */
export function collectMaterials(root: Object3D): Material[] {
  const found = new Set<Material>()
  root.traverse((o) => materialsOf(o).forEach((m) => found.add(m)))
  return [...found]
}

/** Frees the GPU side of a subtree: geometries, materials and their textures. */
export function disposeObject(root: Object3D) {
  root.traverse((object) => {
    const geometry = (object as Mesh).geometry as BufferGeometry | undefined
    geometry?.dispose()
    for (const material of materialsOf(object)) {
      for (const value of Object.values(material)) {
        if ((value as Texture | null)?.isTexture) (value as Texture).dispose()
      }
      material.dispose()
    }
  })
  root.removeFromParent()
}
