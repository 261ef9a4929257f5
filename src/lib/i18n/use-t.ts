import { useStore } from '@nanostores/react'
import { useCallback } from 'react'
import { $loadedLocales, $locale, t } from './index.ts'

/**
 * `t` for components: a new function per language, so memoised children re-render too — and again
 * when a language's strings arrive after it became active (another tab switched it through storage).
 */
export function useT(): typeof t {
  const locale = useStore($locale)
  const loaded = useStore($loadedLocales)
  return useCallback<typeof t>((key, params) => t(key, params), [locale, loaded])
}
