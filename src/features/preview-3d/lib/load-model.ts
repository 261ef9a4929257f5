import type { Object3D } from 'three'
import type { ModelFormat } from '../../../lib/file-format.ts'
import type { MeshStats } from '../worker/protocol.ts'
import { buildMeshes } from './build-model.ts'
import { fetchBytes } from './fetch-bytes.ts'
import { loadGltf } from './load-gltf.ts'
import { loadInWorker, statsInWorker } from './parse-client.ts'

/** A model ready to show, in model coordinates and units. */
export interface LoadedModel {
  object: Object3D
  stats: MeshStats
  format: ModelFormat
  units: string
  /** CAD formats are Z-up; glTF and OBJ are Y-up. */
  zUp: boolean
}

/** Share of the progress bar the download takes; parsing takes the rest. */
const DOWNLOAD_SHARE = 0.7

/**
 * Downloads and parses a model. STEP/IGES are in millimetres (OCCT converts); the unit-less
 * formats take the `units` attribute.
 */
export async function loadModel(
  url: string,
  format: ModelFormat,
  units: string,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<LoadedModel> {
  const download = (f: number) => onProgress(f < 0 ? -1 : f * DOWNLOAD_SHARE)
  if (format === 'gltf' || format === 'glb') {
    const buffer = await fetchBytes(url, download, signal)
    const { scene, meshes } = await loadGltf(buffer, url)
    const { stats } = await statsInWorker(meshes)
    return { object: scene, stats, format, units, zUp: false }
  }
  const parsed = await loadInWorker(format, url, download, signal)
  onProgress(0.95)
  const cad = format === 'step' || format === 'iges'
  return {
    object: buildMeshes(parsed.meshes),
    stats: parsed.stats,
    format,
    units: cad ? 'mm' : units,
    zUp: format !== 'obj',
  }
}
