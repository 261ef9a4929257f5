import type { FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify'
import { SEEDED_ROLES, type SeededRole } from '../../contract/route-table.ts'
import { forbidden, unauthorized } from './errors.ts'
import type { AuthUser } from './request-context.ts'
import { readToken } from './tokens.ts'

/** The built-in roles by code (the screen table's seeded roles), for rules that name one. */
export const ROLES = Object.fromEntries(SEEDED_ROLES.map((code) => [code, code])) as {
  readonly [K in SeededRole]: K
}

export type RoleCode = SeededRole

/**
 * Finds the signed-in user for a token, or null; the app passes the session cache's lookup, which
 * also remembers the request it validated for.
 */
export type SessionLookup = (token: string, req: FastifyRequest) => Promise<AuthUser | null>

const GUARD = Symbol('authGuard')

/**
 * Builds the hook that every protected route runs in `onRequest`: it resolves the bearer token
 * (HTTP 401 otherwise) and, when roles are given, checks the caller's role (HTTP 403). It runs
 * before the body is parsed and validated, so a stranger's malformed request gets 401, never a
 * 400 that describes the API. The lookup is injected so this HTTP plumbing does not depend on
 * the services above it.
 */
export function authGuard(lookup: SessionLookup, tokenHeader: string) {
  const header = tokenHeader.toLowerCase()
  return (allowed?: readonly RoleCode[]): onRequestAsyncHookHandler =>
    Object.assign(
      async function requireAuth(req: FastifyRequest) {
        const token = readToken(req.headers[header])
        const user = token ? await lookup(token, req) : null
        if (!user) throw unauthorized()
        if (allowed && !allowed.includes(user.role as RoleCode)) throw forbidden()
        req.user = user
      },
      { [GUARD]: true },
    )
}

const isGuard = (hook: unknown) => typeof hook === 'function' && GUARD in hook

/**
 * For the app's onRoute hook: a guard placed in a later phase would let validation answer first,
 * so such a route fails at start, naming itself.
 */
export function assertAuthFirst(
  route: Pick<RouteOptions, 'method' | 'url' | 'preParsing' | 'preValidation' | 'preHandler'>,
) {
  for (const phase of ['preParsing', 'preValidation', 'preHandler'] as const) {
    if ([route[phase] ?? []].flat().some(isGuard)) {
      throw new Error(`${String(route.method)} ${route.url}: the auth guard must run in onRequest, not ${phase}`)
    }
  }
}

/** The caller on a route behind authGuard; throws if a route forgot the guard. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthorized()
  return req.user
}
