import { cleanStores } from 'nanostores'
import { cancelAllRequests } from '../../../src/lib/api/abort.ts'
import { setUnauthorizedHandler } from '../../../src/lib/api/client.ts'
import { $toast, dismissToast } from '../../../src/lib/api/toast.ts'
import { $config } from '../../../src/lib/config.ts'
import { $locale } from '../../../src/lib/i18n/index.ts'
import { DEFAULT_STORAGE_PREFIX, setStoragePrefix } from '../../../src/lib/storage.ts'
import { rehydrateStores } from '../../../src/lib/stores/persistent.ts'
import { $isLoggedIn, $session } from '../../../src/lib/stores/session.ts'
import { $settings, $themeVars } from '../../../src/lib/stores/settings.ts'

/** Empties storage and puts every shared store back to its defaults, so tests cannot leak. */
export function resetState(): void {
  cancelAllRequests()
  dismissToast()
  setUnauthorizedHandler()
  localStorage.clear()
  $config.set({ ...$config.init! })
  setStoragePrefix(DEFAULT_STORAGE_PREFIX)
  rehydrateStores()
  // The config mirror above wrote the token key into the session; start from empty storage.
  localStorage.clear()
  cleanStores($session, $isLoggedIn, $settings, $themeVars, $locale, $toast, $config)
}
