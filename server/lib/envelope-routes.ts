import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, onRequestHookHandler } from 'fastify'
import { z } from 'zod'
import { idParam } from '../../contract/envelope.ts'
import { commonErrors, envelopeOf, errorEnvelope, ok } from './envelope.ts'

type Schema = z.ZodType
type Hook = onRequestHookHandler | onRequestAsyncHookHandler

/** The error answers of a route behind an action grant that may refuse a change: the common ones, 403 and 409. */
export const grantedErrors = { ...commonErrors, 403: errorEnvelope, 409: errorEnvelope }

/** The path parameters of a route that addresses one row by its id. */
export const byId = z.object({ id: idParam })

/** One route: who may call it, what it takes and the shape of the data it answers. */
export interface EnvelopeRoute<P extends Schema, Q extends Schema, B extends Schema, D extends Schema> {
  /** The hooks run before the handler: signing in and, for staff screens, the action grant. */
  onRequest: Hook | Hook[]
  summary: string
  description?: string
  params?: P
  querystring?: Q
  body?: B
  /** The `data` of the success envelope. */
  data: D
}

/** The request as the route's schemas checked it. */
export type CheckedRequest<P, Q, B> = FastifyRequest & {
  params: P extends Schema ? z.output<P> : never
  query: Q extends Schema ? z.output<Q> : never
  body: B extends Schema ? z.output<B> : never
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * Declares a group of routes alike: each answers the success envelope around what `run` returns,
 * in the caller's language, and documents the group's error answers under its tags.
 */
export function envelopeRoutes(app: FastifyInstance, tags: string[], errors: Record<number, Schema>) {
  const add =
    (method: Method) =>
    <D extends Schema, P extends Schema = never, Q extends Schema = never, B extends Schema = never>(
      url: string,
      route: EnvelopeRoute<P, Q, B, D>,
      run: (req: CheckedRequest<P, Q, B>) => Promise<z.input<D>>,
    ) => {
      const { onRequest, data, ...schema } = route
      app.route({
        method,
        url,
        onRequest,
        schema: { tags, ...schema, response: { 200: envelopeOf(data), ...errors } },
        handler: async (req) => ok(req, await run(req as CheckedRequest<P, Q, B>)),
      })
    }
  return { get: add('GET'), post: add('POST'), put: add('PUT'), delete: add('DELETE') }
}
