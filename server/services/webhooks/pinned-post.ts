import { lookup as systemLookup, type LookupAddress } from 'node:dns'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { LookupFunction } from 'node:net'
import { refusedAddress, refusedHost, type RefusedReach } from './reach.ts'

// A webhook is posted to the very address its host was judged by. Looking the name up once to
// judge it and letting the HTTP client look it up again to connect would leave a window in which
// a name answering a harmless address first and the metadata service next (DNS rebinding) gets
// the post through: the connection's own lookup is the one judged.

/** Resolves a name to all its addresses, as node:dns's lookup with `all: true` does. */
export type Resolver = (hostname: string, callback: (error: Error | null, addresses: LookupAddress[]) => void) => void

const systemResolver: Resolver = (hostname, callback) =>
  systemLookup(hostname, { all: true }, (error, addresses) => callback(error, addresses ?? []))

/** A connection the address rules refused; its message names the address and why. */
export class RefusedReachError extends Error {
  constructor(
    readonly address: string,
    readonly why: RefusedReach,
  ) {
    super(`refused: ${address} is a ${why} address`)
  }
}

/** The lookup the connection makes: every address the name has is judged, and one refused refuses all. */
function judgedLookup(resolve: Resolver, allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, (error, addresses) => {
      if (error) return callback(error, '', 4)
      for (const { address } of addresses) {
        const why = refusedAddress(address, allowLoopback)
        if (why) return callback(new RefusedReachError(address, why), '', 4)
      }
      const usable = addresses.filter((a) => !options.family || a.family === options.family)
      if (!usable.length)
        return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 4)
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable)
      callback(null, usable[0]!.address, usable[0]!.family)
    })
  }
}

/** The answer of one POST: its status and the start of its body. */
export interface PostAnswer {
  status: number
  text: string
}

/**
 * POSTs `body` to `url` once, never following a redirect. An address literal is judged before
 * connecting; a name, by the lookup the connection itself uses. Rejects with RefusedReachError,
 * the network's error, or the signal's.
 */
export function pinnedPost(
  url: string,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
  options: { allowLoopback: boolean; excerptMax: number; resolve?: Resolver },
): Promise<PostAnswer> {
  const target = new URL(url)
  const literalRefusal = refusedHost(url, options.allowLoopback)
  if (literalRefusal)
    return Promise.reject(new RefusedReachError(target.hostname.replace(/^\[|\]$/g, ''), literalRefusal))
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      {
        method: 'POST',
        signal,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: judgedLookup(options.resolve ?? systemResolver, options.allowLoopback),
        // A connection of its own each time: a kept-alive one would skip the lookup that is judged.
        agent: false,
      },
      (res: IncomingMessage) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          text += chunk
          // The receiver's answer is kept only as an excerpt: the rest is not read.
          if (text.length >= options.excerptMax) res.destroy()
        })
        const done = () => resolve({ status: res.statusCode ?? 0, text: text.slice(0, options.excerptMax) })
        res.on('end', done)
        res.on('close', done)
        res.on('error', done)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}
