import workerUrl from '../worker/parse-worker.ts?worker&url'
import { transferables, type ParsedMesh, type WorkerFormat, type WorkerRequest, type WorkerResponse } from '../worker/protocol.ts'

type Parsed = Extract<WorkerResponse, { ok: true }>
/** A request before the queue numbers it (`Omit` distributed over the union). */
type Unnumbered = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never
type Pending = { resolve: (value: Parsed) => void; reject: (error: Error) => void }

/** A parse failure with the worker's reason (`empty`, `invalid`, `internal`). */
export class ModelParseError extends Error {
  constructor(
    readonly failure: string,
    message: string,
  ) {
    super(message)
  }
}

/** OCCT keeps 200–360 MB that never shrinks (preview-notes §5): give it back when idle. */
const IDLE_MS = 60_000

let worker: Worker | null = null
let nextId = 1
let idleTimer: ReturnType<typeof setTimeout> | undefined
const pending = new Map<number, Pending>()

/**
 * A worker started from another origin throws, so a CMS page that loads the bundle from our host
 * starts it from a same-origin blob that imports the real file (which needs CORS, like the bundle).
 */
function startWorker(): Worker {
  const url = new URL(workerUrl, import.meta.url)
  if (url.origin === location.origin) return new Worker(url, { type: 'module' })
  const shim = URL.createObjectURL(new Blob([`import ${JSON.stringify(url.href)};`], { type: 'text/javascript' }))
  return new Worker(shim, { type: 'module' })
}

function failAll(message: string) {
  for (const { reject } of pending.values()) reject(new ModelParseError('internal', message))
  pending.clear()
  worker?.terminate()
  worker = null
}

function getWorker(): Worker {
  clearTimeout(idleTimer)
  if (worker) return worker
  worker = startWorker()
  worker.onmessage = ({ data }: MessageEvent<WorkerResponse>) => {
    const job = pending.get(data.id)
    pending.delete(data.id)
    if (data.ok) job?.resolve(data)
    else job?.reject(new ModelParseError(data.failure, data.message))
    if (!pending.size) idleTimer = setTimeout(() => failAll('idle'), IDLE_MS)
  }
  // A crash (out of memory in OCCT, a failed import) must not leave viewers waiting forever.
  worker.onerror = (event) => {
    event.preventDefault()
    failAll(event.message || 'the parse worker stopped')
  }
  return worker
}

function run(request: Unnumbered, transfer: Transferable[]): Promise<Parsed> {
  return new Promise((resolve, reject) => {
    const id = nextId++
    pending.set(id, { resolve, reject })
    getWorker().postMessage({ ...request, id }, transfer)
  })
}

/** Parses a file off the main thread; the buffer is transferred (unusable afterwards). */
export function parseInWorker(format: WorkerFormat, buffer: ArrayBuffer): Promise<Parsed> {
  return run({ op: 'parse', format, buffer }, [buffer])
}

/** Computes the quantities of meshes parsed elsewhere (glTF); the arrays are copied, not moved. */
export function statsInWorker(meshes: ParsedMesh[]): Promise<Parsed> {
  const copies = meshes.map((m) => ({ positions: m.positions.slice(), ...(m.indices ? { indices: m.indices.slice() } : {}) }))
  return run({ op: 'stats', meshes: copies }, transferables(copies))
}
