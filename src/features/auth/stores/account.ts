import { isApiError } from '../../../lib/api/errors.ts'
import { showToast } from '../../../lib/api/toast.ts'
import { isRecord } from '../../../lib/stores/persistent.ts'
import type { SessionAnswer } from '../../../../contract/account.ts'
import { forgotPassword, type ForgotPasswordInput } from '../api/forgot-password.ts'
import { isRegistered, type RegisteredQuery } from '../api/is-registered.ts'
import { register } from '../api/register.ts'
import type { MessageKey } from '../../../lib/i18n/index.ts'
import type { RegisterInput } from '../../../../contract/account.ts'
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

/** What a registration came to: done, a field the server says is taken (with its words), or another failure (toasted). */
export type RegisterOutcome = { ok: true } | { ok: false; field?: 'username' | 'phoneNumber'; message?: string }

/** The field a 409 names in its `extraInfo` (the server's pointer at what clashed). */
function takenField(error: unknown): 'username' | 'phoneNumber' | undefined {
  if (!isApiError(error) || error.status !== 409 || !isRecord(error.data)) return undefined
  const info = error.data.extraInfo
  const field = isRecord(info) ? info.field : undefined
  return field === 'username' || field === 'phoneNumber' ? field : undefined
}

/**
 * Registers a customer and logs the new account straight in (the server answers its session). A
 * username or phone already registered comes back for the form to show under that field; any
 * other failure is a toast.
 */
export async function registerAccount(input: RegisterInput): Promise<RegisterOutcome> {
  let outcome: RegisterOutcome = { ok: false }
  await busyDuring(async () => {
    let result: SessionAnswer
    try {
      result = await register(withoutEmpty(input))
    } catch (error) {
      const field = takenField(error)
      const message = error instanceof Error ? error.message : String(error)
      if (field) outcome = { ok: false, field, message }
      else if (!isApiError(error) || error.kind !== 'abort') showToast('danger', message)
      throw error
    }
    await startSession(result, false)
    outcome = { ok: true }
  })
  return outcome
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

/** The i18n key a field's taken value is told with, by field. */
const TAKEN: Record<keyof TakenQuery, 'register.usernameTaken' | 'register.phoneTaken'> = {
  username: 'register.usernameTaken',
  phoneNumber: 'register.phoneTaken',
}
type TakenQuery = { username: string; phoneNumber: string }

/**
 * Whether a username or phone typed in the registration form already has an account, asked when
 * the field is left so the form says so before it is sent: the key of the words to show, or ''
 * (free, or the question failed: the submit still finds out).
 */
export async function takenMessage(field: keyof TakenQuery, value: string): Promise<MessageKey | ''> {
  try {
    const query: RegisteredQuery = field === 'username' ? { username: value } : { phoneNumber: value }
    return (await isRegistered(query)) ? TAKEN[field] : ''
  } catch {
    return ''
  }
}
