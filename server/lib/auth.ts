import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import type { Db } from '../db/client.ts'
import { resolveSession } from '../services/sessions.ts'
import { forbidden, unauthorized } from './errors.ts'
import type { AuthUser } from './request-context.ts'
import { readToken } from './tokens.ts'

export const ROLES = {
  SuperAdministrator: 'SuperAdministrator',
  Administrator: 'Administrator',
  Auditor: 'Auditor',
  Customer: 'Customer',
} as const

export type RoleCode = keyof typeof ROLES

/**
 * Builds the pre-handler that every protected route uses: it resolves the bearer token
 * (HTTP 401 otherwise) and, when roles are given, checks the caller's role (HTTP 403).
 */
export function authGuard(db: Db, tokenHeader: string) {
  const header = tokenHeader.toLowerCase()
  return (allowed?: readonly RoleCode[]): preHandlerAsyncHookHandler =>
    async function requireAuth(req) {
      const token = readToken(req.headers[header])
      const user = token ? await resolveSession(db, token) : null
      if (!user) throw unauthorized()
      if (allowed && !allowed.includes(user.role as RoleCode)) throw forbidden()
      req.user = user
    }
}

/** The caller on a route behind authGuard; throws if a route forgot the guard. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthorized()
  return req.user
}
