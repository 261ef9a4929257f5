import { useStore } from '@nanostores/react'
import { useCallback } from 'react'
import { $locale, t } from './index.ts'

/** `t` for components: a new function per language, so memoised children re-render too. */
export function useT(): typeof t {
  const locale = useStore($locale)
  return useCallback<typeof t>((key, params) => t(key, params), [locale])
}
