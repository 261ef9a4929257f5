import type { OcctModule } from 'occt-import-js'
import { embindInvoker, emvalCaller } from './embind-without-eval.ts'
import { compileOcctWasm } from './occt-wasm.ts'
import { ParseError, type ParsedMesh } from './protocol.ts'

/** The compiled module: this worker's own, or an earlier worker's that the page kept (`op: 'occt'`). */
let kept: WebAssembly.Module | null = null

export function receiveOcctWasm(module: WebAssembly.Module) {
  kept = module
}

let occt: Promise<OcctModule> | null = null

/**
 * The OCCT instance, created on the first STEP/IGES file and kept for the next ones (a warm parse
 * is several times faster than a cold one). The WASM is compiled once per page:
 * here, in the idle worker, by the first one, which hands the module to the page through `share`;
 * the page gives it to any worker started later (the worker is stopped when idle, as OCCT's heap
 * never shrinks), which then only instantiates it. Call it as soon as a STEP/IGES file is asked
 * for: the glue loads and the WASM compiles while the file downloads.
 */
export function loadOcct(share: (module: WebAssembly.Module) => void): Promise<OcctModule> {
  // Called by the rewritten occt glue (vite.config.ts `occtWithoutEval`) instead of `new Function`.
  Object.assign(globalThis, { __qeEmbindInvoker: embindInvoker, __qeEmvalCaller: emvalCaller })
  occt ??= (async () => {
    const compiled = kept
      ? Promise.resolve(kept)
      : compileOcctWasm().then((module) => {
          kept = module
          share(module)
          return module
        })
    const [{ default: factory }, module] = await Promise.all([import('occt-import-js'), compiled])
    let failed: (error: unknown) => void = () => {}
    const instantiationFailed = new Promise<never>((_, reject) => (failed = reject))
    const created = factory({
      // Emscripten's hook for a module compiled elsewhere; it waits for `receive`.
      instantiateWasm(imports, receive) {
        WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module), failed)
        return {}
      },
    })
    return Promise.race([created, instantiationFailed])
  })()
  occt.catch(() => (occt = null))
  return occt
}

/** STEP or IGES through occt-import-js, in millimetres, with OCCT's default tessellation. */
export async function parseOcct(
  module: OcctModule,
  format: 'step' | 'iges',
  buffer: ArrayBuffer,
): Promise<ParsedMesh[]> {
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
