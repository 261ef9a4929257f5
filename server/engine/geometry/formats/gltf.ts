import { ModelParseError } from '../occt.ts'
import type { TriMesh } from '../types.ts'
import {
  accessorSpan,
  checkBufferLength,
  checkBufferView,
  checkSceneSize,
  invalid,
  splitGlb,
  type BufferViewDecl,
} from './gltf-checks.ts'
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
  bufferViews?: BufferViewDecl[]
  buffers?: { uri?: string; byteLength: number }[]
  extensionsRequired?: string[]
}

const COMPONENT_SIZE: Record<number, number> = { 5121: 1, 5123: 2, 5125: 4, 5126: 4 }

/**
 * Reads GLB or glTF JSON (embedded data: URIs only: an upload is a single file) into one mesh,
 * applying node transforms so assemblies of several meshes land where the scene puts them. Every
 * declared size is checked against the bytes present first (gltf-checks.ts).
 */
export function parseGltf(bytes: Uint8Array, scale: number): TriMesh {
  const { json, bin } = splitContainer(bytes)
  if (json.extensionsRequired?.length) {
    throw new ModelParseError(`Unsupported glTF extensions: ${json.extensionsRequired.join(', ')}`)
  }
  const buffers = (json.buffers ?? []).map((b, i) =>
    checkBufferLength(b?.byteLength, resolveBuffer(b?.uri, i === 0 ? bin : undefined), i),
  )
  const scene = json.scenes?.[json.scene ?? 0]
  const roots = scene?.nodes ?? (json.nodes ?? []).map((_, i) => i)
  // Declared sizes first, against the bytes present; then what instancing multiplies them to.
  for (const mesh of json.meshes ?? [])
    for (const prim of mesh?.primitives ?? []) {
      if (prim?.attributes?.POSITION !== undefined) locate(json, buffers, prim.attributes.POSITION)
      if (prim?.indices !== undefined) locate(json, buffers, prim.indices)
    }
  checkSceneSize(json, roots)
  const positions: number[] = []
  const indices: number[] = []
  // An accessor instanced by many nodes is read once.
  const read = new Map<number, number[]>()
  const accessor = (index: number) => read.get(index) ?? read.set(index, readAccessor(json, buffers, index)).get(index)!
  const visit = (nodeIndex: number, parent: Mat4) => {
    const node = json.nodes?.[nodeIndex]
    if (!node) throw new ModelParseError('The glTF scene references a missing node')
    const local = node.matrix ?? composeTrs(node.translation, node.rotation, node.scale)
    const world = multiply(parent, local)
    for (const prim of node.mesh === undefined ? [] : (json.meshes?.[node.mesh]?.primitives ?? [])) {
      if ((prim.mode ?? 4) !== 4 || prim.attributes.POSITION === undefined) continue
      const base = positions.length / 3
      const pos = accessor(prim.attributes.POSITION)
      for (let i = 0; i + 2 < pos.length; i += 3) {
        const p = transformPoint(world, pos[i] as number, pos[i + 1] as number, pos[i + 2] as number)
        positions.push(p[0] * scale, p[1] * scale, p[2] * scale)
      }
      const idx = prim.indices === undefined ? null : accessor(prim.indices)
      const n = idx ? idx.length : pos.length / 3
      for (let i = 0; i < n; i++) {
        const at = idx ? (idx[i] as number) : i
        if (at >= pos.length / 3) throw invalid(`index ${at} is past the ${pos.length / 3} vertices of its primitive`)
        indices.push(base + at)
      }
    }
    for (const child of node.children ?? []) visit(child, world)
  }
  for (const root of roots) visit(root, composeTrs())
  if (indices.length === 0) throw new ModelParseError('The glTF file contains no triangle meshes')
  return { positions: Float64Array.from(positions), indices: Uint32Array.from(indices) }
}

function splitContainer(bytes: Uint8Array): { json: Gltf; bin?: Uint8Array } {
  const utf8 = new TextDecoder('utf-8')
  const glb = bytes.length >= 4 && utf8.decode(bytes.subarray(0, 4)) === 'glTF'
  const { jsonText, bin } = glb ? splitGlb(bytes) : { jsonText: bytes, bin: undefined }
  let json: Gltf
  try {
    json = JSON.parse(utf8.decode(jsonText)) as Gltf
  } catch {
    throw new ModelParseError('The glTF file is truncated or malformed')
  }
  if (!json || typeof json !== 'object') throw new ModelParseError('The glTF file is truncated or malformed')
  return bin ? { json, bin } : { json }
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

/** Where an accessor's elements are, every declared size checked against the bytes present. */
function locate(json: Gltf, buffers: Uint8Array[], index: number) {
  const acc = json.accessors?.[index]
  const size = acc ? COMPONENT_SIZE[acc.componentType] : undefined
  if (!acc || acc.bufferView === undefined || !size)
    throw new ModelParseError('The glTF file has an unreadable accessor')
  const view = json.bufferViews?.[acc.bufferView]
  checkBufferView(view, buffers, acc.bufferView)
  const components = acc.type === 'VEC3' ? 3 : acc.type === 'SCALAR' ? 1 : 0
  if (components === 0) throw new ModelParseError(`Unsupported glTF accessor type ${acc.type}`)
  const { start, stride } = accessorSpan(acc, view!, size * components, index)
  return { acc, buffer: buffers[view!.buffer]!, size, components, start, stride }
}

function readAccessor(json: Gltf, buffers: Uint8Array[], index: number): number[] {
  const { acc, buffer, size, components, start, stride } = locate(json, buffers, index)
  const dv = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength)
  const out = new Array<number>(acc.count * components)
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
