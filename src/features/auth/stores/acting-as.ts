import { atom, onNotify } from 'nanostores'
import { isCompanyMainAccount } from '../../../lib/contract/admin.ts'
import { isRecord, persist } from '../../../lib/stores/persistent.ts'
import { $session, resetSession, type UserInfo } from '../../../lib/stores/session.ts'
import { getSubUsers, type SubUser } from '../api/get-sub-users.ts'
import { subUserLogin } from '../api/sub-user-login.ts'
import { busyDuring } from './login.ts'
import { startSession } from './start-session.ts'

/** The company main account a sub-account session was opened from: what "back" logs in with. */
export interface MainAccount {
  token: string
  userInfo: UserInfo
  rememberMe: boolean
}

function decode(stored: unknown): MainAccount | null {
  if (!isRecord(stored) || typeof stored.token !== 'string' || !stored.token || !isRecord(stored.userInfo)) return null
  return { token: stored.token, userInfo: stored.userInfo, rememberMe: stored.rememberMe === true }
}

/** Set while a main account acts as one of its sub-accounts; kept across reloads like the session. */
export const $mainAccount = atom<MainAccount | null>(null)
persist($mainAccount, 'main-account', decode)

/** The sub-accounts the current main account may switch to (empty for everyone else). */
export const $subUsers = atom<SubUser[]>([])

let lastToken = $session.get().token
// A session that ends (logout, 401, another login) ends the acting too, and its list of sub-accounts.
onNotify($session, () => {
  const token = $session.value?.token ?? ''
  if (token === lastToken) return
  lastToken = token
  $subUsers.set([])
  if (!token) $mainAccount.set(null)
})

const nameOf = (info: UserInfo | undefined) => String(info?.nickName || info?.username || '')

/** The name of the main account acted for, or '' when not acting. */
export const mainAccountName = (): string => nameOf($mainAccount.get()?.userInfo)

/** Loads the sub-accounts when the user is a company main account (others have none to ask for). */
export async function loadSubUsers(): Promise<void> {
  const { token, userInfo } = $session.get()
  const role = typeof userInfo?.role === 'string' ? userInfo.role : ''
  const parentUserId = typeof userInfo?.parentUserId === 'number' ? userInfo.parentUserId : null
  if (!token || !isCompanyMainAccount({ role, parentUserId })) return
  const list = await getSubUsers().catch(() => [])
  if ($session.get().token === token) $subUsers.set(list.filter((u) => u.status === 1))
}

/**
 * Opens a session as the sub-account, as a login does: everything of the previous user (screens,
 * stored entries, requests in flight) is dropped first. A failure leaves the main session as it was.
 */
export async function switchToSubUser(subUserId: number): Promise<boolean> {
  const { token, userInfo, rememberMe } = $session.get()
  if (!token || !userInfo) return false
  const main: MainAccount = { token, userInfo, rememberMe }
  return busyDuring(async () => {
    const result = await subUserLogin(subUserId, rememberMe)
    resetSession()
    try {
      await startSession(result, rememberMe)
    } catch (error) {
      await startSession({ token: main.token, expiresAt: '', userInfo: main.userInfo }, main.rememberMe)
      throw error
    }
    $mainAccount.set(main)
  })
}

/** Goes back to the main account's own session (still open on the server), resetting per-user state. */
export async function returnToMainAccount(): Promise<boolean> {
  const main = $mainAccount.get()
  if (!main) return false
  return busyDuring(async () => {
    resetSession()
    await startSession({ token: main.token, expiresAt: '', userInfo: main.userInfo }, main.rememberMe)
  })
}
