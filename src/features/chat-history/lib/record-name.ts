import type { MessageKey } from '../../../lib/i18n/index.ts'
import { RECORD_NAME_MAX } from '../../../../contract/account-fields.ts'

export { RECORD_NAME_MAX }

/** i18n key of what is wrong with a new record name, or '' when it can be sent. */
export function recordNameError(name: string): MessageKey | '' {
  const trimmed = name.trim()
  if (!trimmed) return 'chatHistory.nameRequired'
  if (trimmed.length > RECORD_NAME_MAX) return 'chatHistory.nameTooLong'
  return ''
}
