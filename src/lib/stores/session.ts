import { computed, map } from 'nanostores'
import { cancelAllRequests } from '../api/abort.ts'
import { clearScreenStorage } from '../storage.ts'
import { isRecord, persist } from './persistent.ts'
import type { UserInfo as WireUserInfo } from '../../../contract/account.ts'
import type { RoleRoute, RouteMeta } from '../../../contract/routes.ts'

/**
 * The current user as the server describes it (the contract's `UserInfo`), read leniently: a
 * stored session or another server may leave fields out or send the role id as a string.
 */
export type UserInfo = Partial<Omit<WireUserInfo, 'roleId'>> & { roleId?: string | number; [key: string]: unknown }

/** A route record as the server sends it (the contract's `RoleRoute`), read leniently: another server may leave fields out. */
export type ServerRoute = Partial<Pick<RoleRoute, 'name' | 'redirect' | 'component'>> & {
  path: string
  meta?: RouteMeta
  children?: ServerRoute[]
}

/** Server route records, or the front-end filter's list of paths. */
export type RoleRouters = ServerRoute[] | string[]

/** The persisted session. Never holds a password. */
export interface Session {
  tokenKey: string
  token: string
  userInfo?: UserInfo
  roleRouters?: RoleRouters
  rememberMe: boolean
  loginInfo?: { username: string }
  avatarUrl?: string
}

const DEFAULTS: Session = { tokenKey: 'Authorization', token: '', rememberMe: true }

function decodeSession(stored: unknown): Session {
  if (stored === null) return { ...DEFAULTS }
  if (!isRecord(stored)) {
    console.warn('[quote-elements] ignoring invalid stored session')
    return { ...DEFAULTS }
  }
  const session: Session = {
    tokenKey: typeof stored.tokenKey === 'string' && stored.tokenKey ? stored.tokenKey : DEFAULTS.tokenKey,
    token: typeof stored.token === 'string' ? stored.token : '',
    rememberMe: typeof stored.rememberMe === 'boolean' ? stored.rememberMe : DEFAULTS.rememberMe,
  }
  if (isRecord(stored.userInfo)) session.userInfo = stored.userInfo
  if (Array.isArray(stored.roleRouters)) session.roleRouters = stored.roleRouters as RoleRouters
  // Only the username is taken: an older store might have persisted a password next to it.
  const login = stored.loginInfo
  if (isRecord(login) && typeof login.username === 'string') session.loginInfo = { username: login.username }
  if (typeof stored.avatarUrl === 'string') session.avatarUrl = stored.avatarUrl
  return session
}

/** The session shared by every element on the page, persisted under `user` and synced across tabs. */
export const $session = map<Session>({ ...DEFAULTS })

persist($session, 'user', decodeSession)

/** Logged in means user info is set and the token is non-empty. */
export const $isLoggedIn = computed($session, (s) => s.userInfo !== undefined && s.token !== '')

/** Records a successful login; the username is remembered only when rememberMe is on. */
export function setLoginResult(result: {
  token: string
  userInfo: UserInfo
  rememberMe: boolean
  username: string
}): void {
  const { loginInfo: _dropped, ...rest } = $session.get()
  $session.set({
    ...rest,
    token: result.token,
    userInfo: result.userInfo,
    rememberMe: result.rememberMe,
    ...(result.rememberMe ? { loginInfo: { username: result.username } } : {}),
  })
}

/** Replaces the current user info (e.g. after get-current-user-info). */
export function setUserInfo(info: UserInfo | undefined): void {
  $session.setKey('userInfo', info)
}

/** Stores the role routes the route table is generated from. */
export function setRoleRouters(list: RoleRouters | undefined): void {
  $session.setKey('roleRouters', list)
}

/** Sets the avatar shown for the current user. */
export function setAvatarUrl(url: string | undefined): void {
  $session.setKey('avatarUrl', url)
}

/** Records the header name the token travels under. */
export function setTokenKey(tokenKey: string): void {
  $session.setKey('tokenKey', tokenKey)
}

/**
 * Logs out locally: clears the token, user info, role routes and avatar and the stored quote
 * screen entries; keeps rememberMe and the remembered username. Every pending request,
 * uploads included, is cancelled: its answer belongs to the session that ended.
 */
export function resetSession(): void {
  const { token, tokenKey, rememberMe, loginInfo } = $session.get()
  // Only when a session ends: a second reset (the frame's, after the logout call's) must not
  // cancel what the login page has started since.
  if (token) cancelAllRequests()
  $session.set({ tokenKey, token: '', rememberMe, ...(loginInfo ? { loginInfo } : {}) })
  clearScreenStorage()
}
