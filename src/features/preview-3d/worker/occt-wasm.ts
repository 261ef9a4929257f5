import wasmUrl from 'occt-import-js/dist/occt-import-js.wasm?url&no-inline'

/**
 * Compiles the OCCT WebAssembly module (7.6 MB) from the bundle's own assets, never a CDN: while it
 * downloads when the server sends `application/wasm` (the demo server and Vite do); any other type
 * cannot be streamed, so those bytes are compiled once they are all in.
 */
export async function compileOcctWasm(): Promise<WebAssembly.Module> {
  const response = await fetch(wasmUrl, { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`occt-import-js.wasm: HTTP ${response.status}`)
  const streamable = response.headers.get('content-type')?.split(';')[0]?.trim() === 'application/wasm'
  return streamable ? WebAssembly.compileStreaming(response) : WebAssembly.compile(await response.arrayBuffer())
}
