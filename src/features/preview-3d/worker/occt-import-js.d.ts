// occt-import-js ships no types; this is the part of its API the worker uses.
declare module 'occt-import-js' {
  export interface OcctMesh {
    name?: string
    color?: [number, number, number]
    attributes: { position: { array: number[] }; normal?: { array: number[] } }
    index: { array: number[] }
    /** Triangle range (inclusive) of each B-rep face, in the file's face order. */
    brep_faces?: { first: number; last: number }[]
  }
  export interface OcctResult {
    success: boolean
    meshes: OcctMesh[]
  }
  export interface OcctModule {
    ReadFile(format: 'step' | 'iges' | 'brep', content: Uint8Array, params: Record<string, unknown> | null): OcctResult
  }
  const occtimportjs: (overrides?: {
    /** Emscripten's hook for a module compiled elsewhere: instantiate it, then call `receive`. */
    instantiateWasm?: (
      imports: WebAssembly.Imports,
      receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ) => object
  }) => Promise<OcctModule>
  export default occtimportjs
}
