import { Mesh, Vector3, type Group } from 'three'
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js'
import type { ParsedMesh } from '../worker/protocol.ts'
import { track } from './build-model.ts'
import { ModelParseError } from './parse-client.ts'

/**
 * Where a .gltf's external buffers and textures are resolved: beside the file. A blob: or data: URL
 * has no folder (`new URL('./', 'blob:…')` throws), so its resources resolve against the page.
 */
export function resourceBase(url: string): string {
  const absolute = new URL(url, location.href)
  return absolute.protocol === 'blob:' || absolute.protocol === 'data:'
    ? new URL('./', location.href).href
    : new URL('./', absolute).href
}

/**
 * glTF/GLB on the main thread: its loader decodes textures through the DOM, which a worker lacks.
 * Returns the scene and its triangles in scene coordinates for the quantities.
 */
export async function loadGltf(buffer: ArrayBuffer, url: string): Promise<{ scene: Group; meshes: ParsedMesh[] }> {
  if (!buffer.byteLength) throw new ModelParseError('empty', 'the file is empty')
  let scene: Group
  try {
    scene = (await new GLTFLoader().parseAsync(buffer, resourceBase(url))).scene
  } catch (cause) {
    throw new ModelParseError(
      'invalid',
      `not a valid glTF file (${cause instanceof Error ? cause.message : String(cause)})`,
    )
  }
  scene.updateMatrixWorld(true)
  const meshes: ParsedMesh[] = []
  const point = new Vector3()
  scene.traverse((object) => {
    if (!(object as Mesh).isMesh) return
    const geometry = track((object as Mesh).geometry)
    const source = geometry.getAttribute('position')
    if (!source) return
    // Read through the attribute: positions may be interleaved or quantised (KHR_mesh_quantization).
    const positions = new Float32Array(source.count * 3)
    for (let i = 0; i < source.count; i++) {
      point.fromBufferAttribute(source, i).applyMatrix4(object.matrixWorld)
      positions.set([point.x, point.y, point.z], i * 3)
    }
    const index = geometry.getIndex()
    meshes.push({ positions, ...(index ? { indices: Uint32Array.from(index.array) } : {}) })
  })
  if (!meshes.length) throw new ModelParseError('invalid', 'the glTF file has no meshes')
  return { scene, meshes }
}
