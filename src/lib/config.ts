import { atom, onNotify } from 'nanostores'
import { setLocale } from './i18n/index.ts'
import { DEFAULT_STORAGE_PREFIX, setStoragePrefix } from './storage.ts'
import { setTokenKey } from './stores/session.ts'

/** Page-wide runtime configuration; element attributes win over it. */
export interface Config {
  /** Base URL of the API; '' means same origin (SPEC §7). */
  apiBase: string
  /** Header name the token travels under. */
  tokenKey: string
  /** Prefix of every storage key the bundle writes. */
  storagePrefix: string
}

/** What QuoteElements.configure() accepts. */
export type ConfigureOptions = Partial<Config & { locale: string }>

/** Page-wide defaults set by configure(); read at call time by the fetch client and storage. */
export const $config = atom<Config>({
  apiBase: '',
  tokenKey: 'Authorization',
  storagePrefix: DEFAULT_STORAGE_PREFIX,
})

// Mirrored through onNotify, so even a direct $config.set() reaches storage and the session.
onNotify($config, () => {
  const { storagePrefix, tokenKey } = $config.value ?? $config.init
  setStoragePrefix(storagePrefix)
  setTokenKey(tokenKey)
})

function usable(key: string, value: unknown): value is string {
  if (typeof value === 'string' && (value !== '' || key === 'apiBase')) return true
  console.warn(`[quote-elements] configure: ignoring invalid ${key} ${JSON.stringify(value)}`)
  return false
}

/** Sets page-wide defaults; invalid values are ignored with a warning, a locale switches the language. */
export function configure(options: ConfigureOptions): void {
  const next = { ...$config.get() }
  for (const key of ['apiBase', 'tokenKey', 'storagePrefix'] as const) {
    const value = options[key]
    if (value !== undefined && usable(key, value)) next[key] = value
  }
  const current = $config.get()
  if (
    next.apiBase !== current.apiBase ||
    next.tokenKey !== current.tokenKey ||
    next.storagePrefix !== current.storagePrefix
  ) {
    $config.set(next)
  }
  if (options.locale !== undefined) setLocale(options.locale)
}
