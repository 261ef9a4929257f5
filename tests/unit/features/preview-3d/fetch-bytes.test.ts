import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchBytes, FetchError } from '../../../../src/features/preview-3d/lib/fetch-bytes.ts'

/** A response that streams `bytes` in chunks of `size`, announcing `length` (none when null). */
function streamed(bytes: Uint8Array, size: number, length: number | null, status = 200) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size))
      controller.close()
    },
  })
  const headers: Record<string, string> = length === null ? {} : { 'content-length': String(length) }
  return new Response(body, { status, headers })
}

const FILE = Uint8Array.from({ length: 1000 }, (_, i) => (i * 7) & 0xff)

async function download(response: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  )
  const progress: number[] = []
  const buffer = await fetchBytes('/model.stl', (f) => progress.push(f), new AbortController().signal)
  return { bytes: new Uint8Array(buffer), progress }
}

afterEach(() => vi.unstubAllGlobals())

describe('fetchBytes', () => {
  it('returns the file and reports progress up to 1 when the length is known', async () => {
    const { bytes, progress } = await download(streamed(FILE, 300, FILE.length))
    expect(bytes).toEqual(FILE)
    expect(progress).toEqual([0.3, 0.6, 0.9, 1, 1])
  })

  it('reports indeterminate progress without a length and still returns every byte', async () => {
    const { bytes, progress } = await download(streamed(FILE, 300, null))
    expect(bytes).toEqual(FILE)
    expect(progress.slice(0, -1).every((f) => f === -1)).toBe(true)
  })

  it('returns every byte when the server announces fewer than it sends', async () => {
    expect((await download(streamed(FILE, 300, 500))).bytes).toEqual(FILE)
  })

  it('returns only what arrived when the server announces more than it sends', async () => {
    expect((await download(streamed(FILE, 300, 4000))).bytes).toEqual(FILE)
  })

  it('fails with the HTTP status', async () => {
    await expect(download(streamed(FILE, 300, null, 404))).rejects.toThrow(new FetchError('HTTP 404'))
  })
})
