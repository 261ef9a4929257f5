import { ModelParseError } from '../occt.ts'
import type { TriMesh } from '../types.ts'
import { composeTrs, multiply, transformPoint, type Mat4 } from './mat4.ts'

// The parts of glTF 2.0 that carry geometry; everything else (materials, animation) is ignored.
interface Accessor {
  bufferView?: number
  byteOffset?: number
  componentType: number
  count: number
  type: string
}
interface GltfNode {
  mesh?: number
  children?: number[]
  matrix?: number[]
  translation?: number[]
  rotation?: number[]
  scale?: number[]
}
interface Gltf {
  scene?: number
  scenes?: { nodes?: number[] }[]
  nodes?: GltfNode[]
  meshes?: { primitives: { attributes: { POSITION?: number }; indices?: number; mode?: number }[] }[]
  accessors?: Accessor[]
  bufferViews?: { buffer: number; byteOffset?: number; byteStride?: number }[]
  buffers?: { uri?: string; byteLength: number }[]
  extensionsRequired?: string[]
}

const COMPONENT_SIZE: Record<number, number> = { 5121: 1, 5123: 2, 5125: 4, 5126: 4 }

/**
 * Reads GLB or glTF JSON (embedded data: URIs only: an upload is a single file) into one mesh,
 * applying node transforms so assemblies of several meshes land where the scene puts them.
 */
export function parseGltf(bytes: Uint8Array, scale: number): TriMesh {
  const { json, bin } = splitContainer(bytes)
  if (json.extensionsRequired?.length) {
    throw new ModelParseError(`Unsupported glTF extensions: ${json.extensionsRequired.join(', ')}`)
  }
  const buffers = (json.buffers ?? []).map((b, i) => resolveBuffer(b.uri, i === 0 ? bin : undefined))
  const positions: number[] = []
  const indices: number[] = []
  const visit = (nodeIndex: number, parent: Mat4) => {
    const node = json.nodes?.[nodeIndex]
    if (!node) throw new ModelParseError('The glTF scene references a missing node')
    const local = node.matrix ?? composeTrs(node.translation, node.rotation, node.scale)
    const world = multiply(parent, local)
    for (const prim of node.mesh === undefined ? [] : (json.meshes?.[node.mesh]?.primitives ?? [])) {
      if ((prim.mode ?? 4) !== 4 || prim.attributes.POSITION === undefined) continue
      const base = positions.length / 3
      const pos = readAccessor(json, buffers, prim.attributes.POSITION)
      for (let i = 0; i + 2 < pos.length; i += 3) {
        const p = transformPoint(world, pos[i] as number, pos[i + 1] as number, pos[i + 2] as number)
        positions.push(p[0] * scale, p[1] * scale, p[2] * scale)
      }
      const idx = prim.indices === undefined ? null : readAccessor(json, buffers, prim.indices)
      const n = idx ? idx.length : pos.length / 3
      for (let i = 0; i < n; i++) indices.push(base + (idx ? (idx[i] as number) : i))
    }
    for (const child of node.children ?? []) visit(child, world)
  }
  const scene = json.scenes?.[json.scene ?? 0]
  const roots = scene?.nodes ?? (json.nodes ?? []).map((_, i) => i)
  for (const root of roots) visit(root, composeTrs())
  if (indices.length === 0) throw new ModelParseError('The glTF file contains no triangle meshes')
  return { positions: Float64Array.from(positions), indices: Uint32Array.from(indices) }
}

function splitContainer(bytes: Uint8Array): { json: Gltf; bin?: Uint8Array } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const utf8 = new TextDecoder('utf-8')
  try {
    if (bytes.length >= 20 && view.getUint32(0, true) === 0x46546c67) {
      const jsonLength = view.getUint32(12, true)
      const json = JSON.parse(utf8.decode(bytes.subarray(20, 20 + jsonLength))) as Gltf
      const binStart = 20 + jsonLength
      if (binStart + 8 > bytes.length) return { json }
      const binLength = view.getUint32(binStart, true)
      return { json, bin: bytes.subarray(binStart + 8, binStart + 8 + binLength) }
    }
    return { json: JSON.parse(utf8.decode(bytes)) as Gltf }
  } catch {
    throw new ModelParseError('The glTF file is truncated or malformed')
  }
}

function resolveBuffer(uri: string | undefined, bin: Uint8Array | undefined): Uint8Array {
  if (uri === undefined) {
    if (!bin) throw new ModelParseError('The GLB binary chunk is missing')
    return bin
  }
  const data = /^data:[^,]*;base64,(.*)$/s.exec(uri)
  if (!data) throw new ModelParseError('The glTF file references external buffers; upload a GLB instead')
  return new Uint8Array(Buffer.from(data[1] ?? '', 'base64'))
}

function readAccessor(json: Gltf, buffers: Uint8Array[], index: number): number[] {
  const acc = json.accessors?.[index]
  const view = acc?.bufferView === undefined ? undefined : json.bufferViews?.[acc.bufferView]
  const buffer = view ? buffers[view.buffer] : undefined
  const size = acc ? COMPONENT_SIZE[acc.componentType] : undefined
  if (!acc || !view || !buffer || !size) throw new ModelParseError('The glTF file has an unreadable accessor')
  const components = acc.type === 'VEC3' ? 3 : acc.type === 'SCALAR' ? 1 : 0
  if (components === 0) throw new ModelParseError(`Unsupported glTF accessor type ${acc.type}`)
  const stride = view.byteStride ?? size * components
  const start = (view.byteOffset ?? 0) + (acc.byteOffset ?? 0)
  if (start + stride * (acc.count - 1) + size * components > buffer.length) {
    throw new ModelParseError('The glTF buffer is truncated')
  }
  const dv = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength)
  const out: number[] = new Array(acc.count * components)
  for (let i = 0; i < acc.count; i++) {
    for (let c = 0; c < components; c++) {
      const at = start + i * stride + c * size
      out[i * components + c] =
        acc.componentType === 5126
          ? dv.getFloat32(at, true)
          : acc.componentType === 5125
            ? dv.getUint32(at, true)
            : acc.componentType === 5123
              ? dv.getUint16(at, true)
              : dv.getUint8(at)
    }
  }
  return out
}
