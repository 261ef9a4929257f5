import type { FastifyInstance } from 'fastify'
import type { StaffRights } from '../../contract/staff-rights.ts'
import { pickLocale, type Locale } from './i18n.ts'

/** The authenticated caller, as resolved from the bearer token. */
export interface AuthUser {
  id: number
  username: string
  roleId: number
  role: string
  parentUserId: number | null
  sessionId: number
  /** What the caller's role grants beyond its own records (see contract/staff-rights.ts). */
  may: StaffRights
}

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale
    /** Set by the auth pre-handler on protected routes; null elsewhere. */
    user: AuthUser | null
  }
}

export function installRequestContext(app: FastifyInstance) {
  app.decorateRequest('locale', 'zh-CN')
  app.decorateRequest('user', null)
  app.addHook('onRequest', async (req) => {
    req.locale = pickLocale(req.headers['accept-language'])
  })
}
