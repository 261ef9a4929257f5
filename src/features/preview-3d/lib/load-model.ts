import { Vector3, type Object3D } from 'three'
import type { ModelFormat } from '../../../../contract/file-format.ts'
import type { MeshStats, ParsedMesh } from '../worker/protocol.ts'
import { measuredStats } from '../worker/read-mesh-file.ts'
import { buildMeshes } from './build-model.ts'
import { loadGltf } from './load-gltf.ts'
import type { ModelSource } from './model-source.ts'
import { PAGE_READ_TRIANGLES } from './download-ahead.ts'
import { asModelParseError, statsInWorker } from './parse-client.ts'

/** A model ready to show, in model coordinates and units. */
export interface LoadedModel {
  object: Object3D
  stats: MeshStats
  format: ModelFormat
  units: string
  /** CAD formats are Z-up; glTF and OBJ are Y-up. */
  zUp: boolean
}

/** The turn about X that brings a model into the viewer's Y-up world (three.js convention). */
export const pivotTurn = (model: LoadedModel) => (model.zUp ? -Math.PI / 2 : 0)

/** The length of the model's bounding-box diagonal: the scale for sizes drawn relative to the part. */
export const modelDiagonal = (model: LoadedModel) =>
  new Vector3(...model.stats.max).sub(new Vector3(...model.stats.min)).length()

/**
 * Turns a model source (lib/model-source.ts) into three.js objects. STEP/IGES are in millimetres
 * (OCCT converts); the unit-less formats take the `units` attribute.
 */
export async function loadModel(source: ModelSource): Promise<LoadedModel> {
  const { url, format, units } = source
  if ('bytes' in source) {
    const { scene, meshes } = await loadGltf(await source.bytes, url)
    return { object: scene, stats: await gltfStats(meshes), format, units, zUp: false }
  }
  const parsed = await source.parsed
  const cad = format === 'step' || format === 'iges'
  return {
    object: buildMeshes(parsed.meshes),
    stats: parsed.stats,
    format,
    units: cad ? 'mm' : units,
    zUp: format !== 'obj',
  }
}

/** A glTF's quantities: measured on the page when it is as small as a mesh file read there. */
async function gltfStats(meshes: ParsedMesh[]): Promise<MeshStats> {
  const triangles = meshes.reduce((sum, m) => sum + (m.indices ?? m.positions).length / (m.indices ? 3 : 9), 0)
  if (triangles > PAGE_READ_TRIANGLES) return (await statsInWorker(meshes)).stats
  try {
    return measuredStats(meshes)
  } catch (error) {
    throw asModelParseError(error)
  }
}
