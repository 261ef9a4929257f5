import { configDescription, configName } from '../../../../contract/config-versions.ts'
import { boundsOf } from '../../../lib/forms/schema-bounds.ts'

/** The contract's bounds for a configuration's name and description (the inputs' maxlength). */
export const NAME_MAX = boundsOf(configName).maxLength
export const DESCRIPTION_MAX = boundsOf(configDescription).maxLength

/** Required, and within the contract's length once trimmed. */
export function configNameRule(value: string): string {
  if (!value.trim()) return 'quoteConfig.rules.nameRequired'
  return configName.safeParse(value).success ? '' : 'common.rules.tooLong'
}

/** Optional, within the contract's length. */
export function descriptionRule(value: string): string {
  return configDescription.safeParse(value).success ? '' : 'common.rules.tooLong'
}
