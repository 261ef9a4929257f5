import { decodeMesh, MeshFileError } from '../../../../contract/mesh-file.ts'
import { fetchBytes, validatorOf } from './fetch-bytes.ts'
import { ModelParseError } from './parse-client.ts'
import type { ParsedModel } from './cached-parse.ts'

/**
 * The server's mesh of an analysed model (contract/mesh-file.ts), on the main thread: decoding is
 * a few typed-array copies, so no worker starts and no OCCT loads. Its quantities are the
 * analysis's, its faces numbered as the features name them.
 */
export async function loadServerMesh(
  url: string,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<ParsedModel> {
  let validator: string | undefined
  const buffer = await fetchBytes(url, onProgress, signal, (response) => (validator = validatorOf(response)))
  let mesh
  try {
    mesh = decodeMesh(buffer)
  } catch (cause) {
    if (cause instanceof MeshFileError) throw new ModelParseError('invalid', cause.message)
    throw cause
  }
  const { positions, normals, indices, faces, stats } = mesh
  return {
    meshes: [
      {
        positions,
        indices,
        ...(normals ? { normals } : {}),
        ...(faces ? { faces } : {}),
        bounds: [...stats.min, ...stats.max],
      },
    ],
    stats: { ...stats },
    ...(validator ? { validator } : {}),
  }
}
