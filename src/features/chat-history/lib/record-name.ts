/** Longest record name the server stores (server/routes/schemas.ts recordName). */
export const RECORD_NAME_MAX = 100

/** i18n key of what is wrong with a new record name, or '' when it can be sent. */
export function recordNameError(name: string): string {
  const trimmed = name.trim()
  if (!trimmed) return 'chatHistory.nameRequired'
  if (trimmed.length > RECORD_NAME_MAX) return 'chatHistory.nameTooLong'
  return ''
}
