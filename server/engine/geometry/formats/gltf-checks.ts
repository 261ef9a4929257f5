import { ModelParseError } from '../occt.ts'

// glTF declares its sizes (chunk lengths, buffer lengths, accessor counts and strides) apart from
// the bytes that hold them. A reader that trusts them allocates what they claim: a 396-byte GLB
// declaring a hundred million vertices over a zero stride took a worker past 1.3 GB. Every size is
// therefore checked against the bytes actually present before anything is allocated, so each
// accessor reads at most its own bytes, and what node instancing multiplies is capped.

/** Vertices and indices one model may expand to across its node instances (a 100 MB GLB holds ~8 M vertices). */
const GLTF_MAX_VERTICES = 8_000_000
const GLTF_MAX_INDICES = 24_000_000
/** Node visits while walking the scene: a graph nesting a node many times over is refused. */
const GLTF_MAX_NODE_VISITS = 100_000

const GLB_MAGIC = 0x46546c67
const CHUNK_JSON = 0x4e4f534a
const CHUNK_BIN = 0x004e4942

/** A file whose declared sizes do not fit its bytes: refused with its own message for the customer. */
export function invalid(detail: string): ModelParseError {
  return new ModelParseError(`The glTF file is invalid: ${detail}`, { code: 'modelInvalidGltf', params: {} })
}

/** A model that expands past the budget through instancing: refused as too large. */
export function tooLarge(what: string, max: number): ModelParseError {
  return new ModelParseError(`The glTF scene expands to more than ${max} ${what}`, {
    code: 'modelTooLarge',
    params: { max },
  })
}

const isCount = (v: unknown, min: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min

/** Splits a GLB into its JSON text and binary chunk, checking the header and both chunk lengths. */
export function splitGlb(bytes: Uint8Array): { jsonText: Uint8Array; bin?: Uint8Array } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes.length < 20 || view.getUint32(0, true) !== GLB_MAGIC) throw invalid('no GLB header')
  if (view.getUint32(4, true) !== 2) throw invalid(`GLB version ${view.getUint32(4, true)} (2 is read)`)
  const total = view.getUint32(8, true)
  if (total > bytes.length || total < 20)
    throw invalid(`the header declares ${total} bytes, the file holds ${bytes.length}`)
  const jsonLength = view.getUint32(12, true)
  if (view.getUint32(16, true) !== CHUNK_JSON) throw invalid('the first chunk is not JSON')
  if (20 + jsonLength > total) throw invalid(`the JSON chunk declares ${jsonLength} bytes past the end of the file`)
  const jsonText = bytes.subarray(20, 20 + jsonLength)
  const binStart = 20 + jsonLength
  if (binStart + 8 > total) return { jsonText }
  const binLength = view.getUint32(binStart, true)
  if (view.getUint32(binStart + 4, true) !== CHUNK_BIN) return { jsonText }
  if (binStart + 8 + binLength > total)
    throw invalid(`the binary chunk declares ${binLength} bytes past the end of the file`)
  return { jsonText, bin: bytes.subarray(binStart + 8, binStart + 8 + binLength) }
}

export interface BufferViewDecl {
  buffer: number
  byteOffset?: number
  byteLength: number
  byteStride?: number
}

/** Checks that a buffer view lies inside its buffer and has a legal stride. */
export function checkBufferView(view: BufferViewDecl | undefined, buffers: Uint8Array[], index: number): void {
  if (!view || typeof view !== 'object') throw invalid(`bufferView ${index} is missing`)
  const buffer = buffers[view.buffer]
  if (!buffer) throw invalid(`bufferView ${index} names a missing buffer`)
  const offset = view.byteOffset ?? 0
  if (!isCount(offset, 0) || !isCount(view.byteLength, 1))
    throw invalid(`bufferView ${index} has a bad offset or length`)
  if (offset + view.byteLength > buffer.length) {
    throw invalid(`bufferView ${index} ends at byte ${offset + view.byteLength} of a ${buffer.length}-byte buffer`)
  }
  if (view.byteStride !== undefined && (!isCount(view.byteStride, 4) || view.byteStride > 252 || view.byteStride % 4)) {
    throw invalid(`bufferView ${index} has stride ${view.byteStride} (4 to 252, a multiple of 4)`)
  }
}

/**
 * Where an accessor's elements lie in its view: each of `count` elements of `elementSize` bytes,
 * `stride` apart from `start`, all inside the view — so the count can never exceed the bytes present.
 */
export function accessorSpan(
  acc: { byteOffset?: number; count: number },
  view: BufferViewDecl,
  elementSize: number,
  index: number,
): { start: number; stride: number } {
  const stride = view.byteStride ?? elementSize
  const offset = acc.byteOffset ?? 0
  if (!isCount(acc.count, 1) || !isCount(offset, 0)) throw invalid(`accessor ${index} has a bad count or offset`)
  if (stride < elementSize) throw invalid(`accessor ${index}'s elements overlap (stride ${stride} < ${elementSize})`)
  const end = offset + stride * (acc.count - 1) + elementSize
  if (end > view.byteLength) {
    throw invalid(`accessor ${index} declares ${acc.count} elements, ${end} bytes, in a ${view.byteLength}-byte view`)
  }
  return { start: (view.byteOffset ?? 0) + offset, stride }
}

/** Checks a declared buffer length against the bytes it resolved to. */
export function checkBufferLength(declared: unknown, actual: Uint8Array, index: number): Uint8Array {
  if (!isCount(declared, 0)) throw invalid(`buffer ${index} has a bad byteLength`)
  if (declared > actual.length) throw invalid(`buffer ${index} declares ${declared} bytes and holds ${actual.length}`)
  return actual.subarray(0, declared)
}

interface SceneDecl {
  nodes?: { mesh?: number; children?: number[] }[]
  meshes?: { primitives?: { attributes?: { POSITION?: number }; indices?: number; mode?: number }[] }[]
  accessors?: { count?: unknown }[]
}

/**
 * Walks the node graph once without reading anything and sums the vertices and indices its
 * instances would expand to, refusing cycles and graphs past the budgets — so a few KB nesting one
 * mesh a hundred million times is refused in milliseconds, not after gigabytes.
 */
export function checkSceneSize(json: SceneDecl, roots: number[]): void {
  const path = new Set<number>()
  let visits = 0
  let vertices = 0
  let indices = 0
  const countOf = (index: number | undefined) => {
    const count = index === undefined ? undefined : json.accessors?.[index]?.count
    return isCount(count, 0) ? count : 0
  }
  const visit = (index: number) => {
    if (path.has(index)) throw invalid(`node ${index} contains itself`)
    if (++visits > GLTF_MAX_NODE_VISITS) throw tooLarge('node instances', GLTF_MAX_NODE_VISITS)
    const node = json.nodes?.[index]
    if (!node) return
    path.add(index)
    for (const prim of node.mesh === undefined ? [] : (json.meshes?.[node.mesh]?.primitives ?? [])) {
      if ((prim.mode ?? 4) !== 4 || prim.attributes?.POSITION === undefined) continue
      const n = countOf(prim.attributes.POSITION)
      vertices += n
      indices += prim.indices === undefined ? n : countOf(prim.indices)
      if (vertices > GLTF_MAX_VERTICES) throw tooLarge('vertices', GLTF_MAX_VERTICES)
      if (indices > GLTF_MAX_INDICES) throw tooLarge('indices', GLTF_MAX_INDICES)
    }
    for (const child of Array.isArray(node.children) ? node.children : []) visit(child)
    path.delete(index)
  }
  for (const root of roots) visit(root)
}
