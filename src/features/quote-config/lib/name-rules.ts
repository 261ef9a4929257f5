/** The server's bounds for a configuration's name (1–100 after trimming) and description (≤500). */
export const NAME_MAX = 100
export const DESCRIPTION_MAX = 500

/** Required, at most 100 characters once trimmed. */
export function configNameRule(value: string): string {
  const v = value.trim()
  if (!v) return 'quoteConfig.rules.nameRequired'
  return v.length <= NAME_MAX ? '' : 'quoteConfig.rules.nameTooLong'
}

/** Optional, at most 500 characters. */
export function descriptionRule(value: string): string {
  return value.length <= DESCRIPTION_MAX ? '' : 'quoteConfig.rules.descriptionTooLong'
}
