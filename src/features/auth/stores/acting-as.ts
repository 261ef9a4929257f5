import { atom, onNotify } from 'nanostores'
import { isCompanyMainAccount } from '../../../../contract/admin.ts'
import { isRecord, persist } from '../../../lib/stores/persistent.ts'
import { $session, resetSession, type UserInfo } from '../../../lib/stores/session.ts'
import { logout } from '../api/logout.ts'
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
/** True while this module itself moves between the main account and a sub-account. */
let switching = false
// A session that ends (logout, 401, another login) ends the acting too, and its list of
// sub-accounts; the main account's session kept aside is logged out with it (that also ends the
// sub-account's session on the server), so leaving means leaving both.
onNotify($session, () => {
  const token = $session.value?.token ?? ''
  if (token === lastToken) return
  lastToken = token
  $subUsers.set([])
  const main = $mainAccount.get()
  if (token || switching || !main) return
  $mainAccount.set(null)
  void logout(main.token).catch(() => undefined)
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
    switching = true
    try {
      resetSession()
      await startSession(result, rememberMe)
      $mainAccount.set(main)
    } catch (error) {
      await startSession({ token: main.token, userInfo: main.userInfo }, main.rememberMe)
      throw error
    } finally {
      switching = false
    }
  })
}

/** Goes back to the main account's own session (still open on the server), resetting per-user state; the sub-account's session is logged out. */
export async function returnToMainAccount(): Promise<boolean> {
  const main = $mainAccount.get()
  if (!main) return false
  const subToken = $session.get().token
  return busyDuring(async () => {
    switching = true
    try {
      $mainAccount.set(null)
      resetSession()
      await startSession({ token: main.token, userInfo: main.userInfo }, main.rememberMe)
    } finally {
      switching = false
    }
    // The sub-account's session is done with; it would otherwise last as long as the main one.
    void logout(subToken).catch(() => undefined)
  })
}
