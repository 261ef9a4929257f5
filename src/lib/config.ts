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
  /**
   * Bytes of parsed 3D models the browser keeps (IndexedDB, under the storage prefix) so a part
   * opened again shows without parsing; the least recently shown go first. 0 keeps none.
   */
  previewCacheBytes: number
}

/** What QuoteElements.configure() accepts. */
export type ConfigureOptions = Partial<Config & { locale: string }>

/** Page-wide defaults set by configure(); read at call time by the fetch client and storage. */
export const $config = atom<Config>({
  apiBase: '',
  tokenKey: 'Authorization',
  storagePrefix: DEFAULT_STORAGE_PREFIX,
  previewParseTimeout: 60_000,
  previewCacheBytes: 200 * 1024 * 1024,
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
  // The parse timeout must be positive; the cache size may be 0 (no cache).
  for (const [key, least] of [
    ['previewParseTimeout', Number.MIN_VALUE],
    ['previewCacheBytes', 0],
  ] as const) {
    const value = options[key]
    if (value === undefined) continue
    if (typeof value === 'number' && Number.isFinite(value) && value >= least) next[key] = value
    else console.warn(`[quote-elements] configure: ignoring invalid ${key} ${JSON.stringify(value)}`)
  }
  const current = $config.get()
  if ((Object.keys(next) as (keyof Config)[]).some((key) => next[key] !== current[key])) {
    $config.set(next)
  }
  if (options.locale !== undefined) setLocale(options.locale)
}
