export { emailRule, maxLengthRule, passwordRule } from '../../../lib/forms/rules.ts'
/**
 * Personal-center field rules, matching the server (server/routes/account-personal.ts,
 * server/lib/password.ts). Each answers the i18n key of its message, or '' when it passes.
 */

import { AVATAR_MAX_BYTES, AVATAR_TYPES, NAME_MAX } from '../../../../contract/account-fields.ts'
import type { MessageKey } from '../../../lib/i18n/index.ts'

export { AVATAR_MAX_BYTES, AVATAR_TYPES }

export function nickNameRule(value: string): MessageKey | '' {
  if (!value.trim()) return 'personal.nickNameRequired'
  return value.trim().length <= NAME_MAX ? '' : 'common.rules.tooLong'
}

/** The i18n key of why a file cannot be an avatar, or ''; checked before anything is sent. */
export function avatarFileError(file: File): MessageKey | '' {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'personal.avatarType'
  if (file.size > AVATAR_MAX_BYTES) return 'personal.avatarSize'
  if (file.size === 0) return 'personal.avatarEmpty'
  return ''
}
