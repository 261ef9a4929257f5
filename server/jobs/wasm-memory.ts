// V8 does not count WebAssembly memory in heapUsed or external, yet occt's WASM heap is what
// grows to hundreds of MB. Instances created in this worker are tracked so the pool can recycle
// the worker on its real size. Imported first by the worker, before any module instantiates.

const memories = new Set<WebAssembly.Memory>()

function track(result: WebAssembly.Instance | WebAssembly.WebAssemblyInstantiatedSource) {
  const instance = 'instance' in result ? result.instance : result
  for (const value of Object.values(instance.exports)) if (value instanceof WebAssembly.Memory) memories.add(value)
  return result
}

const instantiate = WebAssembly.instantiate.bind(WebAssembly) as (
  ...args: unknown[]
) => Promise<WebAssembly.Instance | WebAssembly.WebAssemblyInstantiatedSource>
;(WebAssembly as { instantiate: unknown }).instantiate = async (...args: unknown[]) => track(await instantiate(...args))
const MemoryCtor = WebAssembly.Memory
;(WebAssembly as { Memory: unknown }).Memory = new Proxy(MemoryCtor, {
  construct(target, args: [WebAssembly.MemoryDescriptor]) {
    const memory = new target(...args)
    memories.add(memory)
    return memory
  },
})

/** Bytes of every WebAssembly memory this thread created. */
export function wasmMemoryBytes(): number {
  let total = 0
  for (const memory of memories) total += memory.buffer.byteLength
  return total
}
