import { $locale, textOf } from './index.ts'

/**
 * A route's title in the current language: an i18n key is translated; a literal title made in the
 * menu editor has its English twin in `titleEn`.
 */
export function routeTitle(meta: { title?: string | undefined; titleEn?: string | undefined }): string {
  return $locale.get() === 'en' && meta.titleEn ? meta.titleEn : textOf(meta.title)
}
