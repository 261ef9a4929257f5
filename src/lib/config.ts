import { atom, onNotify } from 'nanostores'
import { setLocale } from './i18n/index.ts'
import { DEFAULT_STORAGE_PREFIX, setStoragePrefix } from './storage.ts'
import { setTokenKey } from './stores/session.ts'

/** Page-wide runtime configuration; element attributes win over it. */
export interface Config {
  /** Base URL of the API; '' means same origin. */
  apiBase: string
  /** Header name the token travels under. */
  tokenKey: string
  /** Prefix of every storage key the bundle writes. */
  storagePrefix: string
  /**
   * How long (ms) a 3D viewer waits for its model's parse with no news before it gives up and says
   * the file is too large or complex to preview. The largest real parts we preview are read in
   * 2–5 s on a 2-core machine; one still silent after a minute is a file OCCT will not finish
   * (a pathological loop) or one too large for a browser, and it would hold the page's one parse
   * worker from every other preview.
   */
  previewParseTimeout: number
}

/** What QuoteElements.configure() accepts. */
export type ConfigureOptions = Partial<Config & { locale: string }>

/** Page-wide defaults set by configure(); read at call time by the fetch client and storage. */
export const $config = atom<Config>({
  apiBase: '',
  tokenKey: 'Authorization',
  storagePrefix: DEFAULT_STORAGE_PREFIX,
  previewParseTimeout: 60_000,
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
  const timeout = options.previewParseTimeout
  if (timeout !== undefined) {
    if (typeof timeout === 'number' && Number.isFinite(timeout) && timeout > 0) next.previewParseTimeout = timeout
    else console.warn(`[quote-elements] configure: ignoring invalid previewParseTimeout ${JSON.stringify(timeout)}`)
  }
  const current = $config.get()
  if (
    next.apiBase !== current.apiBase ||
    next.tokenKey !== current.tokenKey ||
    next.storagePrefix !== current.storagePrefix ||
    next.previewParseTimeout !== current.previewParseTimeout
  ) {
    $config.set(next)
  }
  if (options.locale !== undefined) setLocale(options.locale)
}
