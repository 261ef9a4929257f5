import { createRequire } from 'node:module'
import type { Refusal } from '../files/refusal.ts'
import type { FaceRange, TriMesh } from './types.ts'

// The subset of occt-import-js 0.0.23's result we rely on (README "Processing the result"). Arrays
// are plain JS arrays; positions are already global (no node transforms) and in `linearUnit`.
interface OcctMesh {
  attributes: { position: { array: number[] }; normal?: { array: number[] } }
  index: { array: number[] }
  brep_faces: { first: number; last: number }[]
}
interface OcctResult {
  success: boolean
  meshes: OcctMesh[]
}
interface OcctModule {
  ReadFile(format: 'step' | 'iges' | 'brep', content: Uint8Array, params: object | null): OcctResult
}

/**
 * Tessellation settings. The default 0.001 bbox ratio with 0.5 rad leaves small holes and thin
 * washers ~0.5 % short in volume; 0.0005 and 0.2 rad keeps the fixture parts
 * within 0.1 % at roughly twice the triangles.
 */
const TESSELLATION = {
  linearUnit: 'millimeter',
  linearDeflectionType: 'bounding_box_ratio',
  linearDeflection: 0.0005,
  angularDeflection: 0.2,
} as const

let modulePromise: Promise<OcctModule> | undefined

/** The WASM module is loaded once per process (≈50 ms); workers keep it warm between files. */
function loadOcct(): Promise<OcctModule> {
  if (!modulePromise) {
    const require = createRequire(import.meta.url)
    const factory = require('occt-import-js') as (overrides: object) => Promise<OcctModule>
    // OCCT reports import warnings through Emscripten's print hooks (console.log/console.warn by
    // default): thousands of lines for some AP203 files, which a captured console makes very slow.
    modulePromise = factory({ print: () => {}, printErr: () => {} })
  }
  return modulePromise
}

/** Thrown for files occt cannot read; the API maps it to a clear "unreadable model" error. */
export class ModelParseError extends Error {
  override name = 'ModelParseError'
  constructor(
    message: string,
    /** Set when the refusal has its own message for the customer. */
    readonly refusal?: Refusal,
  ) {
    super(message)
  }
}

/**
 * Reads STEP or IGES into one merged mesh in mm, keeping each B-rep face as a triangle range and
 * occt's exact surface normals (cylinder fitting uses them).
 */
export async function readBrep(bytes: Uint8Array, format: 'step' | 'iges'): Promise<TriMesh> {
  const occt = await loadOcct()
  const result = occt.ReadFile(format, bytes, TESSELLATION)
  if (!result?.success || result.meshes.length === 0) {
    throw new ModelParseError(`The ${format.toUpperCase()} file could not be read`)
  }
  return mergeMeshes(result.meshes)
}

function mergeMeshes(meshes: OcctMesh[]): TriMesh {
  let vertexCount = 0
  let indexCount = 0
  for (const m of meshes) {
    vertexCount += m.attributes.position.array.length / 3
    indexCount += m.index.array.length
  }
  const positions = new Float64Array(vertexCount * 3)
  const normals = new Float32Array(vertexCount * 3)
  const indices = new Uint32Array(indexCount)
  const faces: FaceRange[] = []
  let vOffset = 0
  let iOffset = 0
  for (const m of meshes) {
    positions.set(m.attributes.position.array, vOffset * 3)
    if (m.attributes.normal) normals.set(m.attributes.normal.array, vOffset * 3)
    const idx = m.index.array
    for (let i = 0; i < idx.length; i++) indices[iOffset + i] = (idx[i] as number) + vOffset
    const triOffset = iOffset / 3
    for (const f of m.brep_faces) faces.push({ first: f.first + triOffset, last: f.last + triOffset })
    vOffset += m.attributes.position.array.length / 3
    iOffset += idx.length
  }
  if (indices.length === 0) throw new ModelParseError('The model contains no surfaces')
  return { positions, indices, normals, faces }
}
