export { emailRule, maxLengthRule, passwordRule } from '../../../lib/forms/rules.ts'
/**
 * Personal-center field rules, matching the server (server/routes/account-personal.ts,
 * server/lib/password.ts). Each answers the i18n key of its message, or '' when it passes.
 */

/** Avatar types the server accepts (it checks the content too). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
/** The server's default avatar limit (QUOTE_AVATAR_MAX_BYTES). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024


export function nickNameRule(value: string): string {
  if (!value.trim()) return 'personal.nickNameRequired'
  return value.trim().length <= 64 ? '' : 'common.rules.tooLong'
}




/** The i18n key of why a file cannot be an avatar, or ''; checked before anything is sent. */
export function avatarFileError(file: File): string {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'personal.avatarType'
  if (file.size > AVATAR_MAX_BYTES) return 'personal.avatarSize'
  if (file.size === 0) return 'personal.avatarEmpty'
  return ''
}
