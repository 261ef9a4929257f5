/** A download that failed before parsing (HTTP status, network, abort). */
export class FetchError extends Error {}

/**
 * Fetches a file as bytes and reports progress from 0 to 1. Servers that send no
 * Content-Length get an indeterminate -1 until the end.
 */
export async function fetchBytes(
  url: string,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<ArrayBuffer> {
  let response: Response
  try {
    response = await fetch(url, { signal, credentials: 'same-origin' })
  } catch (cause) {
    if (signal.aborted) throw cause
    throw new FetchError(`network error (${String(cause)})`)
  }
  if (!response.ok) throw new FetchError(`HTTP ${response.status}`)
  const total = Number(response.headers.get('content-length')) || 0
  if (!response.body) return response.arrayBuffer()
  const reader = response.body.getReader()
  const parts: Uint8Array[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    parts.push(value)
    received += value.byteLength
    onProgress(total ? Math.min(received / total, 1) : -1)
  }
  const bytes = new Uint8Array(received)
  let offset = 0
  for (const part of parts) {
    bytes.set(part, offset)
    offset += part.byteLength
  }
  onProgress(1)
  return bytes.buffer
}
