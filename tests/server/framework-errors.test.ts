import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from './helpers/context.ts'

// Errors raised before a request reaches a route — by Node's HTTP parser
// (oversized headers or query, broken framing) or by Fastify's router (a URL that cannot be
// decoded) — answer the envelope like every other error. The parser's errors need a real socket.

let ctx: TestContext
let port: number

beforeAll(async () => {
  ctx = await createTestContext()
  await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  port = (ctx.app.server.address() as AddressInfo).port
})
afterAll(() => ctx.close())

/** Writes raw bytes and reads the whole answer (the server closes the connection). */
function rawRequest(bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (c) => chunks.push(c))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const [head = '', ...rest] = text.split('\r\n\r\n')
      resolve({ status: Number(head.split(' ')[1]), headers: head, body: rest.join('\r\n\r\n') })
    })
    socket.end(bytes)
  })
}

function expectEnvelope(res: { status: number; headers: string; body: string }, status: number, msg: string) {
  expect(res.status, res.headers).toBe(status)
  expect(res.headers).toMatch(/content-type: application\/json/i)
  expect(JSON.parse(res.body)).toEqual({ success: false, code: status, msg, data: null, extraInfo: null })
}

describe('errors of the HTTP parser', () => {
  it('answers an oversized query with a 431 envelope', async () => {
    const res = await rawRequest(`GET /api/quote-config/list?keyword=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`)
    expectEnvelope(res, 431, '请求头或查询参数过大')
  })

  it('answers an oversized header with a 431 envelope', async () => {
    const res = await rawRequest(
      `GET /api/chatrecord/page-query HTTP/1.1\r\nHost: a\r\nX-Pad: ${'y'.repeat(20_000)}\r\n\r\n`,
    )
    expectEnvelope(res, 431, '请求头或查询参数过大')
  })

  it('answers a request line that is not HTTP with a 400 envelope', async () => {
    expectEnvelope(await rawRequest('HELLO THERE\r\n\r\n'), 400, '请求无效')
  })

  it('answers conflicting body lengths (request smuggling) with a 400 envelope', async () => {
    const res = await rawRequest(
      'POST /api/chatrecord/create HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    )
    expectEnvelope(res, 400, '请求无效')
  })

  it('keeps serving afterwards', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/nope`)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ success: false, code: 404 })
  })
})

describe('errors of the router', () => {
  it('answers a path with broken percent-encoding with a 400 envelope in the caller’s language', async () => {
    const res = await ctx.request({
      method: 'GET',
      url: '/api/chatrecord/delete/%E0%A4%A',
      headers: { 'accept-language': 'en' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ success: false, code: 400, msg: 'Invalid request', data: null, extraInfo: null })
  })
})
