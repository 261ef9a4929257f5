import { connect, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { fixtureBytes, storedFiles } from './helpers/quoting.ts'

// A customer who closes the tab mid-upload, or a client killed mid-stream, must not leave the
// half-written temporary file on disk until the next start (and then an hour more): neither when
// the connection is reset or closed, nor when it stays open and simply sends nothing more (a
// client lost with its network: the server has no request timeout of its own).
let ctx: TestContext
let customer: string
let port: number
const sockets: Socket[] = []

beforeAll(async () => {
  ctx = await createTestContext({ QUOTE_UPLOAD_IDLE_MS: '500' })
  customer = await ctx.login('customer')
  await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  port = (ctx.app.server.address() as AddressInfo).port
})
afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  await ctx.close()
})

type Ending = 'reset' | 'close' | 'stall'

/** Sends the headers and the first 256 KB of an 8 MB multipart upload, then ends the connection as `how` says. */
async function cutUpload(url: string, fieldName: string, how: Ending) {
  const boundary = '----qeabort'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="big.step"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  )
  const step = fixtureBytes('3d/step/featuretype.STEP')
  const body = Buffer.concat([head, Buffer.alloc(8 * 1024 * 1024, step.subarray(0, 4096))])
  const socket = connect(port, '127.0.0.1')
  sockets.push(socket)
  await new Promise<void>((resolve) => socket.once('connect', resolve))
  socket.on('error', () => {})
  socket.write(
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${customer}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length + 64}\r\n\r\n`,
  )
  socket.write(body.subarray(0, head.length + 256 * 1024))
  // The server has started writing the file: its temporary file exists.
  await vi.waitFor(() => expect(storedFiles(ctx).some((p) => p.includes('.tmp-'))).toBe(true), {
    timeout: 30_000,
    interval: 20,
  })
  if (how === 'reset') socket.resetAndDestroy()
  if (how === 'close') socket.destroy()
}

describe('an upload cut off mid-stream', () => {
  it.each([
    ['a quote part', '/api/cnc/partcosts/v3/upload', 'files'],
    ['a process record', '/api/auto-process-chat-record/create', 'model'],
  ] as const)(
    '%s: its temporary file is removed when the connection is reset, closed or goes silent',
    async (_n, url, field) => {
      for (const how of ['reset', 'close', 'stall'] as const) {
        await cutUpload(url, field, how)
        await vi.waitFor(() => expect(storedFiles(ctx), how).toEqual([]), { timeout: 15_000, interval: 50 })
      }
      // Still serving.
      const alive = await ctx.request({ method: 'GET', url: '/api/chatrecord/page-query', headers: ctx.auth(customer) })
      expect(alive.json().code).toBe(200)
    },
    90_000,
  )
})
