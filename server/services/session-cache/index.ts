import type { FastifyRequest } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { sha256 } from '../../lib/tokens.ts'
import { currentUser, type CurrentUser } from '../../../contract/account.ts'
import { roleRoutes, type RoleRoute } from '../role-routes.ts'
import { findLiveSession } from '../sessions.ts'
import { findUserById, toUserInfo } from '../users.ts'
import { EpochMap } from './epoch-map.ts'
import { epochSource } from './epoch-source.ts'

/** Only bounds memory: every answer is checked against the database's epoch on each request. */
const MAX_ENTRIES = 10_000
const TTL_MS = 60_000

/**
 * The per-request token check and get-current-user-info, answered from memory while the session
 * epoch (server/db/schema-session.ts) is unchanged. Each request learns the epoch once, never
 * older than the request (epoch-source.ts), so a logout, disable, password, role or grant change
 * made by any process on the same database applies to the very next request. One cache per app:
 * two apps on one database behave like two processes. Close it with the app.
 */
export async function createSessionCache(database: Database) {
  const { db } = database
  const epoch = await epochSource(database)
  const seenBy = new WeakMap<FastifyRequest, number>()
  const sessions = new EpochMap<string, Awaited<ReturnType<typeof findLiveSession>>>(MAX_ENTRIES, TTL_MS)
  const users = new EpochMap<number, CurrentUser['userInfo'] | null>(MAX_ENTRIES, TTL_MS)
  const routes = new EpochMap<number, RoleRoute[]>(MAX_ENTRIES, TTL_MS)
  const answers = new EpochMap<number, string | null>(MAX_ENTRIES, TTL_MS)

  /** The epoch this request validated its token against, so one request reads it once. */
  async function epochOf(req: FastifyRequest) {
    const seen = seenBy.get(req)
    if (seen !== undefined) return seen
    const version = await epoch.fresh()
    seenBy.set(req, version)
    return version
  }

  /** The caller's info, role and route tree, each part cached on its own key. */
  async function currentUserInfo(req: FastifyRequest, userId: number): Promise<CurrentUser | null> {
    const version = await epochOf(req)
    const userInfo = await (users.get(userId, version) ??
      users.remember(
        userId,
        version,
        findUserById(db, userId).then((row) => (row ? toUserInfo(row) : null)),
      ))
    if (!userInfo) return null
    const roleRouters = await (routes.get(userInfo.roleId, version) ??
      routes.remember(userInfo.roleId, version, roleRoutes(db, userInfo.roleId)))
    return { userInfo, roleId: userInfo.roleId, role: userInfo.role, roleRouters }
  }

  return {
    close: () => epoch.close(),

    /** The SessionLookup of authGuard. Keys are token hashes: no token is kept in memory. */
    lookup: async (token: string, req: FastifyRequest): Promise<AuthUser | null> => {
      const version = await epochOf(req)
      const key = sha256(token)
      const found = await (sessions.get(key, version) ?? sessions.remember(key, version, findLiveSession(db, key)))
      // A copy: a handler changing req.user must not change what the next request is served.
      return found && found.expiresAt > Date.now() ? { ...found.user } : null
    },

    /** get-current-user-info for the caller the guard resolved on this request. */
    currentUserInfo,

    /**
     * The same answer checked against its wire schema and serialised once per epoch: the most
     * frequent call then skips the response check and JSON.stringify of its route tree (about a
     * third of each request's time).
     */
    async currentUserJson(req: FastifyRequest, userId: number): Promise<string | null> {
      const version = await epochOf(req)
      return (
        answers.get(userId, version) ??
        answers.remember(
          userId,
          version,
          currentUserInfo(req, userId).then((info) => info && JSON.stringify(currentUser.parse(info))),
        )
      )
    },
  }
}
