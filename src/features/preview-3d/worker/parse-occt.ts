import type { OcctModule } from 'occt-import-js'
import wasmUrl from 'occt-import-js/dist/occt-import-js.wasm?url&no-inline'
import { embindInvoker, emvalCaller } from './embind-without-eval.ts'
import { ParseError, type ParsedMesh } from './protocol.ts'

let occt: Promise<OcctModule> | null = null

/**
 * The OCCT module, created on the first STEP/IGES file and kept for the next ones (a warm parse
 * is several times faster than a cold one, preview-notes §5.1). The WASM comes from the bundle's
 * own assets, never a CDN, and is handed over as bytes: in a module worker the Emscripten glue
 * detects no environment and could not fetch it itself.
 */
function loadOcct(): Promise<OcctModule> {
  // Called by the rewritten occt glue (vite.config.ts `occtWithoutEval`) instead of `new Function`.
  Object.assign(globalThis, { __qeEmbindInvoker: embindInvoker, __qeEmvalCaller: emvalCaller })
  occt ??= (async () => {
    const [{ default: factory }, response] = await Promise.all([import('occt-import-js'), fetch(wasmUrl)])
    if (!response.ok) throw new Error(`occt-import-js.wasm: HTTP ${response.status}`)
    return factory({ wasmBinary: await response.arrayBuffer() })
  })()
  occt.catch(() => (occt = null))
  return occt
}

/** STEP or IGES through occt-import-js, in millimetres, with OCCT's default tessellation. */
export async function parseOcct(format: 'step' | 'iges', buffer: ArrayBuffer): Promise<ParsedMesh[]> {
  const module = await loadOcct()
  let result
  try {
    result = module.ReadFile(format, new Uint8Array(buffer), {
      linearUnit: 'millimeter',
      linearDeflectionType: 'bounding_box_ratio',
      linearDeflection: 0.001,
      angularDeflection: 0.5,
    })
  } catch (cause) {
    // An aborted WASM instance cannot be trusted with the next file.
    occt = null
    throw new ParseError('invalid', `OCCT could not read the ${format.toUpperCase()} file (${String(cause)})`)
  }
  const meshes = (result?.success ? result.meshes : []).filter((m) => m.index.array.length > 0)
  if (!meshes.length)
    throw new ParseError('invalid', `the ${format.toUpperCase()} file contains no shapes OCCT can tessellate`)
  // occt returns plain arrays; typed arrays can be transferred to the main thread without a copy.
  return meshes.map((m) => ({
    positions: Float32Array.from(m.attributes.position.array),
    ...(m.attributes.normal ? { normals: Float32Array.from(m.attributes.normal.array) } : {}),
    indices: Uint32Array.from(m.index.array),
    ...(m.brep_faces?.length ? { faces: Uint32Array.from(m.brep_faces.flatMap((f) => [f.first, f.last])) } : {}),
    ...(m.color ? { color: m.color } : {}),
  }))
}
