import {
  resetSession,
  setAvatarUrl,
  setLoginResult,
  setRoleRouters,
  setUserInfo,
  type UserInfo,
} from '../../../lib/stores/session.ts'
import { getCurrentUserInfo } from '../api/get-current-user-info.ts'

/**
 * Turns a login answer (password, phone or registration), or a stored main-account session, into
 * a full session: token and user, then the role and role routes. A failure of the second call leaves no half-logged-in session
 * (a token without routes) behind and rethrows.
 */
export async function startSession(result: { token: string; userInfo: UserInfo }, rememberMe: boolean): Promise<void> {
  const username = typeof result.userInfo.username === 'string' ? result.userInfo.username : ''
  setLoginResult({ token: result.token, userInfo: result.userInfo, rememberMe, username })
  try {
    const info = await getCurrentUserInfo()
    setUserInfo({ ...info.userInfo, roleId: info.roleId, role: info.role })
    const avatar = info.userInfo.avatarUrl
    setAvatarUrl(typeof avatar === 'string' && avatar ? avatar : undefined)
    setRoleRouters(info.roleRouters)
  } catch (error) {
    resetSession()
    throw error
  }
}
