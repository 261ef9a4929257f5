import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request as the receiver saw it: path, headers and the raw body. */
export interface Received {
  path: string
  headers: IncomingHttpHeaders
  body: string
}

/**
 * A webhook receiver on 127.0.0.1, written as an ERP's would be and independent of the server's
 * code: it records every request and answers `status` (200 unless told otherwise).
 */
export class Receiver {
  readonly received: Received[] = []
  status = 200
  private server: Server | undefined

  /** Listens on `port` (0: any free one); answers the port. */
  async start(port = 0): Promise<number> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        this.received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
        res.writeHead(this.status, { 'content-type': 'text/plain' }).end(this.status < 300 ? 'thanks' : 'not now')
      })
    })
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    this.server = server
    return (server.address() as AddressInfo).port
  }

  async stop() {
    const server = this.server
    this.server = undefined
    if (server) await new Promise((resolve) => server.close(resolve))
  }

  /** The parsed bodies, in arrival order. */
  events(): { id: string; type: string; data: Record<string, any> }[] {
    return this.received.map((r) => JSON.parse(r.body))
  }
}

/** Whether a request carries `sha256=<hex HMAC-SHA256 of its raw body keyed with secret>`, compared in constant time. */
export function validSignature(r: Received, secret: string): boolean {
  const sent = String(r.headers['x-quote-signature'] ?? '')
  const expected = `sha256=${createHmac('sha256', secret).update(r.body).digest('hex')}`
  return sent.length === expected.length && timingSafeEqual(Buffer.from(sent), Buffer.from(expected))
}

/** A loopback port nothing listens on (taken and let go), for a receiver that is down. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}
