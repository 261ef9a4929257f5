import { blobOf } from '../../../lib/object-urls.ts'

/** A download that failed before parsing (HTTP status, network, abort). */
export class FetchError extends Error {}

/**
 * Fetches a file as bytes and reports progress from 0 to 1. Servers that send no
 * Content-Length get an indeterminate -1 until the end. With a length the chunks are copied once,
 * straight into the final buffer; a big mesh is never held twice. `onResponse` sees the answer's
 * headers (its validator, for the model cache).
 */
export async function fetchBytes(
  url: string,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
  onResponse?: (response: Response) => void,
): Promise<ArrayBuffer> {
  // A file the app already downloaded (with the session's token) is read from its blob, not fetched.
  const kept = blobOf(url)
  if (kept) {
    const bytes = await kept.arrayBuffer()
    onProgress(1)
    return bytes
  }
  return readBody(await request(url, signal), onProgress, onResponse)
}

/** Asks for a file; a network failure or an error status is a FetchError (an abort stays itself). */
export async function request(url: string, signal: AbortSignal): Promise<Response> {
  let response: Response
  try {
    response = await fetch(url, { signal, credentials: 'same-origin' })
  } catch (cause) {
    if (signal.aborted) throw cause
    throw new FetchError(`network error (${String(cause)})`)
  }
  if (!response.ok) throw new FetchError(`HTTP ${response.status}`)
  return response
}

/** Reads an answer's body as bytes, reporting progress as fetchBytes does. */
export async function readBody(
  response: Response,
  onProgress: (fraction: number) => void,
  onResponse?: (response: Response) => void,
): Promise<ArrayBuffer> {
  onResponse?.(response)
  // A compressed response's length is that of the compressed bytes, not of what the reader yields.
  const encoded = !!response.headers.get('content-encoding')
  const total = encoded ? 0 : Number(response.headers.get('content-length')) || 0
  if (!response.body) return response.arrayBuffer()
  const reader = response.body.getReader()
  let bytes = new Uint8Array(total)
  const parts: Uint8Array[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    if (received + value.byteLength <= bytes.byteLength) bytes.set(value, received)
    else parts.push(value)
    received += value.byteLength
    onProgress(total ? Math.min(received / total, 1) : -1)
  }
  if (parts.length || received !== bytes.byteLength) bytes = join(bytes, parts, received)
  onProgress(1)
  return bytes.buffer
}

/** The bytes a wrong or missing Content-Length left over: what fit first, then the rest. */
function join(head: Uint8Array, parts: readonly Uint8Array[], received: number): Uint8Array<ArrayBuffer> {
  const fitted = received - parts.reduce((sum, part) => sum + part.byteLength, 0)
  const bytes = new Uint8Array(received)
  bytes.set(head.subarray(0, fitted))
  let offset = fitted
  for (const part of parts) {
    bytes.set(part, offset)
    offset += part.byteLength
  }
  return bytes
}

/**
 * What identifies the version of a file a server sent: its ETag, else its Last-Modified (marked, to
 * be sent back as If-Modified-Since); undefined when it sent neither and cannot be asked again.
 */
export function validatorOf(response: Response): string | undefined {
  const etag = response.headers.get('etag')
  if (etag) return etag
  const modified = response.headers.get('last-modified')
  return modified ? `lm:${modified}` : undefined
}

/** The conditional request headers that ask whether `validator` is still current. */
export function conditionalHeaders(validator: string): Record<string, string> {
  return validator.startsWith('lm:') ? { 'If-Modified-Since': validator.slice(3) } : { 'If-None-Match': validator }
}
