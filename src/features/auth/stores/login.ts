import { atom } from 'nanostores'
import { resetSession, setLoginResult, setRoleRouters, setUserInfo } from '../../../lib/stores/session.ts'
import { getCurrentUserInfo } from '../api/get-current-user-info.ts'
import { login, type LoginInput } from '../api/login.ts'
import { logout } from '../api/logout.ts'
import { refreshCaptcha } from './captcha.ts'

/** True while a login or logout call is under way (buttons show a spinner). */
export const $authBusy = atom(false)

/**
 * Logs in, then loads the user's role and role routes. A failed login gets a fresh captcha,
 * since the server spends a captcha on every attempt.
 */
export async function logIn(input: LoginInput): Promise<boolean> {
  $authBusy.set(true)
  let started = false
  try {
    const result = await login(input)
    setLoginResult({ token: result.token, userInfo: result.userInfo, rememberMe: input.rememberMe, username: input.username })
    started = true
    const info = await getCurrentUserInfo()
    setUserInfo({ ...info.userInfo, roleId: info.roleId, role: info.role })
    setRoleRouters(info.roleRouters)
    return true
  } catch {
    // Never leave a half-logged-in session (token without role routes) behind.
    if (started) resetSession()
    void refreshCaptcha()
    return false
  } finally {
    $authBusy.set(false)
  }
}

/** Calls the logout endpoint and resets the session only if the server agreed (SPEC §4). */
export async function logOut(): Promise<boolean> {
  $authBusy.set(true)
  try {
    const done = await logout()
    if (done) resetSession()
    return done
  } catch {
    return false
  } finally {
    $authBusy.set(false)
  }
}
