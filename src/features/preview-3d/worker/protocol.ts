import type { MeshFileStats } from '../../../../contract/mesh-file.ts'

/** Messages between the main thread and the parse worker. Typed arrays travel as transferables. */

/** One mesh in model coordinates: non-indexed when `indices` is absent (STL, OBJ). */
export interface ParsedMesh {
  positions: Float32Array
  /** Per-vertex normals when the source has them (STEP/IGES); otherwise the viewer shades flat. */
  normals?: Float32Array
  indices?: Uint32Array
  /** Linear RGB 0…1 from the file (STEP colours), if any. */
  color?: [number, number, number]
  /**
   * STEP/IGES: first and last triangle (inclusive) of each B-rep face, flattened. Faces are numbered
   * across the meshes in order, as the server's feature recognition numbers them.
   */
  faces?: Uint32Array
  /** min x, y, z, max x, y, z: filled by the worker's quantities pass. */
  bounds?: [number, number, number, number, number, number]
}

/** Quantities of the whole model, in model units: the same the server writes into a mesh file. */
export type MeshStats = MeshFileStats

/** The formats the worker parses; glTF stays on the main thread (its loader needs the DOM for textures). */
export type WorkerFormat = 'stl' | 'obj' | 'step' | 'iges'

/**
 * `load` downloads and parses in the worker (the bytes never touch the main thread), `stats`
 * measures meshes parsed elsewhere (glTF), `cancel` aborts a `load` whose viewer moved on, `occt`
 * gives a new worker the OCCT module an earlier one compiled, `warm` gets OCCT ready ahead of a
 * STEP/IGES file (downloaded, compiled, instantiated); these three have no reply.
 */
export type WorkerRequest =
  | { id: number; op: 'load'; format: WorkerFormat; url: string }
  | { id: number; op: 'stats'; meshes: ParsedMesh[] }
  | { id: number; op: 'cancel' }
  | { id: number; op: 'occt'; module: WebAssembly.Module }
  | { id: number; op: 'warm' }

/** Why a file could not be shown: drives the message the viewer shows. */
export type ParseFailure = 'fetch' | 'empty' | 'invalid' | 'internal'

/**
 * `occt`: the worker compiled OCCT's module, for the page to keep (it answers no request).
 * `parsing`: the worker starts reading this request's bytes, in one call it cannot interrupt.
 */
export type WorkerResponse =
  | { id: number; progress: number }
  | { id: number; parsing: true }
  | { id: number; occt: WebAssembly.Module }
  | { id: number; ok: true; meshes: ParsedMesh[]; stats: MeshStats; validator?: string }
  | { id: number; ok: false; failure: ParseFailure; message: string }

/** A parse error the worker reports with its reason. */
export class ParseError extends Error {
  constructor(
    readonly failure: ParseFailure,
    message: string,
  ) {
    super(message)
  }
}

/** The buffers of a mesh list, for `postMessage` transfer lists. */
export function transferables(meshes: readonly ParsedMesh[]): ArrayBuffer[] {
  return meshes.flatMap((m) =>
    [m.positions, m.normals, m.indices, m.faces].filter((a) => a).map((a) => a!.buffer as ArrayBuffer),
  )
}
