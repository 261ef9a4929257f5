/**
 * Field rules shared by every form, matching the server (server/lib/password.ts and the account
 * routes). Each answers the i18n key of its message, or '' when the value passes.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The server's longest password. */
export const PASSWORD_MAX = 64

/** 8–64 characters with at least one letter and one digit (the server's strength rule). */
export function passwordRule(value: string): string {
  if (!value) return 'common.rules.passwordRequired'
  if (value.length < 8 || value.length > PASSWORD_MAX || !/[A-Za-z]/.test(value) || !/\d/.test(value)) return 'common.rules.password'
  return ''
}

/** Optional; when given, a plausible address of at most 128 characters. */
export function emailRule(value: string): string {
  const v = value.trim()
  if (!v) return ''
  return v.length <= 128 && EMAIL_PATTERN.test(v) ? '' : 'common.rules.email'
}

/** Optional text with a length limit. */
export function maxLengthRule(max: number): (value: string) => string {
  return (value) => (value.trim().length <= max ? '' : 'common.rules.tooLong')
}
