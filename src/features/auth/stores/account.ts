import { forgotPassword, type ForgotPasswordInput } from '../api/forgot-password.ts'
import { register, type RegisterInput } from '../api/register.ts'
import { busyDuring } from './login.ts'
import { startSession } from './start-session.ts'

/** Drops optional fields left empty: the server rejects an empty e-mail rather than ignoring it. */
function withoutEmpty(input: RegisterInput): RegisterInput {
  const out: RegisterInput = { ...input }
  for (const key of ['nickName', 'companyName', 'email'] as const) {
    const value = out[key]?.trim()
    if (value) out[key] = value
    else delete out[key]
  }
  return out
}

/** Registers a customer and logs the new account straight in (the server answers its session). */
export async function registerAccount(input: RegisterInput): Promise<boolean> {
  return busyDuring(async () => startSession(await register(withoutEmpty(input)), false))
}

/**
 * Resets the password with an SMS code. Answers the server's confirmation text (shown to the
 * user, who then logs in with the new password), or null when the reset failed.
 */
export async function resetPassword(input: ForgotPasswordInput): Promise<string | null> {
  let message: string | null = null
  await busyDuring(async () => {
    message = (await forgotPassword(input)).msg || ''
  })
  return message
}
