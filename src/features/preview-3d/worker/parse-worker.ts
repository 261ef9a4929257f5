import { meshStats } from './mesh-stats.ts'
import { parseObj } from './parse-obj.ts'
import { parseOcct } from './parse-occt.ts'
import { parseStl } from './parse-stl.ts'
import { ParseError, transferables, type ParsedMesh, type WorkerRequest, type WorkerResponse } from './protocol.ts'

/**
 * The parse worker: every format except glTF is read here, and the quantities (welding, closed
 * check) are computed here too, so a million-triangle file never blocks the page.
 */
// The project compiles against the DOM lib (the webworker lib conflicts with it): type what we use.
const scope = self as unknown as {
  onmessage: (event: MessageEvent<WorkerRequest>) => void
  postMessage(message: WorkerResponse, transfer: Transferable[]): void
}

async function parse(request: WorkerRequest): Promise<ParsedMesh[]> {
  if (request.op === 'stats') return request.meshes
  if (!request.buffer.byteLength) throw new ParseError('empty', 'the file is empty')
  switch (request.format) {
    case 'stl':
      return [parseStl(request.buffer)]
    case 'obj':
      return [parseObj(request.buffer)]
    case 'step':
    case 'iges':
      return parseOcct(request.format, request.buffer)
  }
}

scope.onmessage = async ({ data }: MessageEvent<WorkerRequest>) => {
  let reply: WorkerResponse
  try {
    const meshes = await parse(data)
    const stats = meshStats(meshes)
    if (!stats.triangles) throw new ParseError('invalid', 'the file has no triangles')
    reply = { id: data.id, ok: true, meshes, stats }
  } catch (error) {
    const failure = error instanceof ParseError ? error.failure : 'internal'
    reply = { id: data.id, ok: false, failure, message: error instanceof Error ? error.message : String(error) }
  }
  scope.postMessage(reply, reply.ok ? transferables(reply.meshes) : [])
}
