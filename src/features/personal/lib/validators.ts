/**
 * Personal-center field rules, matching the server (server/routes/account-personal.ts,
 * server/lib/password.ts). Each answers the i18n key of its message, or '' when it passes.
 * The password rule is the one of the register form (features/auth/lib/validators.ts).
 */

/** Avatar types the server accepts (it checks the content too). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
/** The server's default avatar limit (QUOTE_AVATAR_MAX_BYTES). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function nickNameRule(value: string): string {
  if (!value.trim()) return 'personal.nickNameRequired'
  return value.trim().length <= 64 ? '' : 'common.rules.tooLong'
}

export function maxLengthRule(max: number): (value: string) => string {
  return (value) => (value.trim().length <= max ? '' : 'common.rules.tooLong')
}

export function emailRule(value: string): string {
  const v = value.trim()
  if (!v) return ''
  return v.length <= 128 && EMAIL_PATTERN.test(v) ? '' : 'common.rules.email'
}

/** 8–64 characters with at least one letter and one digit. */
export function passwordRule(value: string): string {
  if (!value) return 'common.rules.passwordRequired'
  if (value.length < 8 || value.length > 64 || !/[A-Za-z]/.test(value) || !/\d/.test(value)) return 'common.rules.password'
  return ''
}

/** The i18n key of why a file cannot be an avatar, or ''; checked before anything is sent. */
export function avatarFileError(file: File): string {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'personal.avatarType'
  if (file.size > AVATAR_MAX_BYTES) return 'personal.avatarSize'
  if (file.size === 0) return 'personal.avatarEmpty'
  return ''
}
