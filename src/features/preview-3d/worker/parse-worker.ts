import { fetchBytes, FetchError, validatorOf } from '../lib/fetch-bytes.ts'
import { loadOcct, parseOcct, receiveOcctWasm } from './parse-occt.ts'
import { measuredStats, readMeshFile } from './read-mesh-file.ts'
import { ParseError, transferables, type ParsedMesh, type WorkerRequest, type WorkerResponse } from './protocol.ts'

/**
 * The parse worker: downloads and parses every format except glTF and computes the quantities
 * (welding, closed check) too, so a million-triangle file never blocks the page.
 */
// The project compiles against the DOM lib (the webworker lib conflicts with it): type what we use.
const scope = self as unknown as {
  onmessage: (event: MessageEvent<WorkerRequest>) => void
  postMessage(message: WorkerResponse, transfer?: Transferable[]): void
}

/** Downloads in flight, by request id, so the main thread can cancel them. */
const downloads = new Map<number, AbortController>()
/** The validator each downloaded file came with, by request id, for the page's model cache. */
const validators = new Map<number, string>()
/** Progress messages at most this often: one per network chunk would flood the page. */
const PROGRESS_MS = 50

async function download(id: number, url: string): Promise<ArrayBuffer> {
  const abort = new AbortController()
  downloads.set(id, abort)
  let last = 0
  try {
    return await fetchBytes(
      url,
      (fraction) => {
        const now = performance.now()
        if (now - last < PROGRESS_MS && fraction < 1) return
        last = now
        scope.postMessage({ id, progress: fraction })
      },
      abort.signal,
      (response) => {
        const validator = validatorOf(response)
        if (validator) validators.set(id, validator)
      },
    )
  } finally {
    downloads.delete(id)
  }
}

/** Hands a freshly compiled OCCT module to the page, which gives it to any later worker. */
const shareOcct = (module: WebAssembly.Module) => scope.postMessage({ id: 0, occt: module })

/** Tells the page which request the thread is about to be busy with, for its parse timeout. */
const parsing = (id: number) => scope.postMessage({ id, parsing: true })

async function parse(request: Extract<WorkerRequest, { op: 'load' | 'stats' }>): Promise<ParsedMesh[]> {
  if (request.op === 'stats') return request.meshes
  const { format } = request
  if (format === 'step' || format === 'iges') {
    // OCCT gets ready while the file downloads (or is already on its way: `warm`).
    const [buffer, occt] = await Promise.all([download(request.id, request.url), loadOcct(shareOcct)])
    if (!buffer.byteLength) throw new ParseError('empty', 'the file is empty')
    parsing(request.id)
    return parseOcct(occt, format, buffer)
  }
  const buffer = await download(request.id, request.url)
  if (buffer.byteLength) parsing(request.id)
  return readMeshFile(format, buffer)
}

// Fire and forget: every failure becomes a reply, so answering a message never rejects.
scope.onmessage = ({ data }: MessageEvent<WorkerRequest>) => void answer(data)

async function answer(data: WorkerRequest) {
  if (data.op === 'cancel') return downloads.get(data.id)?.abort()
  if (data.op === 'occt') return receiveOcctWasm(data.module)
  // A failure here is met again, and reported, by the file that follows.
  if (data.op === 'warm') return void loadOcct(shareOcct).catch(() => {})
  let reply: WorkerResponse
  try {
    const meshes = await parse(data)
    if (data.op === 'stats') parsing(data.id)
    const stats = measuredStats(meshes)
    const validator = validators.get(data.id)
    reply = { id: data.id, ok: true, meshes, stats, ...(validator ? { validator } : {}) }
  } catch (error) {
    const failure = error instanceof ParseError ? error.failure : error instanceof FetchError ? 'fetch' : 'internal'
    reply = { id: data.id, ok: false, failure, message: error instanceof Error ? error.message : String(error) }
  }
  validators.delete(data.id)
  scope.postMessage(reply, 'ok' in reply && reply.ok ? transferables(reply.meshes) : [])
}
