import { atom } from 'nanostores'
import { resetSession } from '../../../lib/stores/session.ts'
import { login } from '../api/login.ts'
import { loginPhone } from '../api/login-phone.ts'
import type { LoginInput, PhoneLoginInput } from '../../../../contract/account.ts'
import { logout } from '../api/logout.ts'
import { refreshCaptcha } from './captcha.ts'
import { startSession } from './start-session.ts'

/** True while a login, registration, reset or logout call is under way (buttons show a spinner). */
export const $authBusy = atom(false)

/** Runs `task` with $authBusy set; a rejected task answers false (the client already toasted). */
export async function busyDuring(task: () => Promise<unknown>): Promise<boolean> {
  $authBusy.set(true)
  try {
    await task()
    return true
  } catch {
    return false
  } finally {
    $authBusy.set(false)
  }
}

/**
 * Logs in with username, password and image captcha, then loads the role and role routes.
 * The username is remembered (never the password) when rememberMe is on. A failed login gets a
 * fresh captcha, since the server spends a captcha on every attempt.
 */
export async function logIn(input: LoginInput): Promise<boolean> {
  const ok = await busyDuring(async () => startSession(await login(input), input.rememberMe))
  if (!ok) void refreshCaptcha()
  return ok
}

/** Logs in with a phone number and the SMS code sent to it. */
export async function logInByPhone(input: PhoneLoginInput): Promise<boolean> {
  return busyDuring(async () => startSession(await loginPhone(input), input.rememberMe))
}

/** Calls the logout endpoint and resets the session only if the server agreed. */
export async function logOut(): Promise<boolean> {
  let done = false
  await busyDuring(async () => {
    done = await logout()
  })
  if (done) resetSession()
  return done
}
