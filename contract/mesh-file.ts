import type { ModelFormat } from './file-format.ts'

/**
 * The server's mesh of an analysed model: the tessellation its features were recognised on, written
 * once by the analysis so the browser shows the part without reading the CAD file again. A compact
 * binary decoded with typed-array views (no library):
 *
 *   'QEM1' | u32 header length | header JSON (padded to 4 bytes)
 *   | positions f32 × 3V | normals snorm16 × 3V (padded to 4) | indices u16 or u32 × 3T (padded to 4)
 *   | faces u32 × 2F (first and last triangle of each B-rep face, inclusive)
 *
 * Positions stay float32 (measuring needs better than the 0.01 mm a 16-bit grid gives a large
 * part); normals only shade, so 16 bits each are ample. Face n is face n of the features' `faces`.
 */

/** The formats whose analysis writes a mesh: those a browser would otherwise read with OCCT. */
export const MESHED_FORMATS: readonly ModelFormat[] = ['step', 'iges']

/** Media type of the mesh answer. */
export const MESH_MEDIA_TYPE = 'application/vnd.quote-elements.mesh'

/** Quantities of the whole mesh, model units (mm). */
export interface MeshFileStats {
  triangles: number
  min: [number, number, number]
  max: [number, number, number]
  area: number
  /** Absolute mesh volume; only meaningful when `closed`. */
  volume: number
  /** Every edge shared by an even number of triangles after welding. */
  closed: boolean
}

/** A decoded (or to-be-encoded) mesh: one indexed triangle list with its B-rep face ranges. */
export interface MeshFile {
  positions: Float32Array
  normals?: Float32Array
  indices: Uint32Array
  /** first, last triangle per face, flattened. */
  faces?: Uint32Array
  stats: MeshFileStats
}

interface Header {
  vertices: number
  triangles: number
  faces: number
  indexBytes: 2 | 4
  normals: boolean
  stats: MeshFileStats
}

const MAGIC = 0x314d4551 // 'QEM1' read as little-endian u32
const pad4 = (n: number) => (n + 3) & ~3

/** Thrown for bytes that are not a mesh of this version. */
export class MeshFileError extends Error {}

/** Encodes a mesh; the stats come from the analysis that measured it. */
export function encodeMesh(mesh: MeshFile): Uint8Array {
  const vertices = mesh.positions.length / 3
  const triangles = mesh.indices.length / 3
  const faces = (mesh.faces?.length ?? 0) / 2
  const indexBytes = vertices <= 0x10000 ? 2 : 4
  const header: Header = { vertices, triangles, faces, indexBytes, normals: !!mesh.normals, stats: mesh.stats }
  const json = new TextEncoder().encode(JSON.stringify(header))
  const start = 8 + pad4(json.length)
  const normalsAt = start + vertices * 12
  const indicesAt = normalsAt + (header.normals ? pad4(vertices * 6) : 0)
  const facesAt = indicesAt + pad4(mesh.indices.length * indexBytes)
  const bytes = new Uint8Array(facesAt + faces * 8)
  const view = new DataView(bytes.buffer)
  view.setUint32(0, MAGIC, true)
  view.setUint32(4, json.length, true)
  bytes.set(json, 8)
  new Float32Array(bytes.buffer, start, vertices * 3).set(mesh.positions)
  if (mesh.normals) {
    const normals = new Int16Array(bytes.buffer, normalsAt, vertices * 3)
    for (let i = 0; i < normals.length; i++)
      normals[i] = Math.round(Math.max(-1, Math.min(1, mesh.normals[i]!)) * 32767)
  }
  const Index = indexBytes === 2 ? Uint16Array : Uint32Array
  new Index(bytes.buffer, indicesAt, mesh.indices.length).set(mesh.indices)
  if (mesh.faces) new Uint32Array(bytes.buffer, facesAt, faces * 2).set(mesh.faces)
  return bytes
}

/** Decodes a mesh into fresh arrays (the buffer may be let go). */
export function decodeMesh(buffer: ArrayBuffer): MeshFile {
  if (buffer.byteLength < 8) throw new MeshFileError('not a mesh file')
  const view = new DataView(buffer)
  if (view.getUint32(0, true) !== MAGIC) throw new MeshFileError('not a mesh file')
  const length = view.getUint32(4, true)
  let header: Header
  try {
    header = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 8, length))) as Header
  } catch {
    throw new MeshFileError('the mesh header is unreadable')
  }
  const { vertices, triangles, faces, indexBytes } = header
  const start = 8 + pad4(length)
  const normalsAt = start + vertices * 12
  const indicesAt = normalsAt + (header.normals ? pad4(vertices * 6) : 0)
  const facesAt = indicesAt + pad4(triangles * 3 * indexBytes)
  if (buffer.byteLength !== facesAt + faces * 8) throw new MeshFileError('the mesh file is truncated')
  const positions = new Float32Array(buffer.slice(start, start + vertices * 12))
  const Index = indexBytes === 2 ? Uint16Array : Uint32Array
  const indices = Uint32Array.from(new Index(buffer, indicesAt, triangles * 3))
  const mesh: MeshFile = { positions, indices, stats: header.stats }
  if (header.normals) {
    const packed = new Int16Array(buffer, normalsAt, vertices * 3)
    const normals = new Float32Array(packed.length)
    for (let i = 0; i < packed.length; i++) normals[i] = packed[i]! / 32767
    mesh.normals = normals
  }
  if (faces) mesh.faces = new Uint32Array(buffer.slice(facesAt, facesAt + faces * 8))
  return mesh
}
