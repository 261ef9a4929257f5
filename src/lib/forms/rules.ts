/**
 * Field rules shared by every form, matching the server (server/lib/password.ts and the account
 * routes). Each answers the i18n key of its message, or '' when the value passes.
 */
import type { MessageKey } from '../i18n/index.ts'
import { EMAIL_PATTERN, LONG_TEXT_MAX, isStrongPassword } from '../../../contract/account-fields.ts'

/** 8–64 characters with at least one letter and one digit (the server's strength rule). */
export function passwordRule(value: string): MessageKey | '' {
  if (!value) return 'common.rules.passwordRequired'
  if (!isStrongPassword(value)) return 'common.rules.password'
  return ''
}

/** Optional; when given, a plausible address of at most 128 characters. */
export function emailRule(value: string): MessageKey | '' {
  const v = value.trim()
  if (!v) return ''
  return v.length <= LONG_TEXT_MAX && EMAIL_PATTERN.test(v) ? '' : 'common.rules.email'
}

/** Optional text with a length limit. */
export function maxLengthRule(max: number): (value: string) => MessageKey | '' {
  return (value) => (value.trim().length <= max ? '' : 'common.rules.tooLong')
}
