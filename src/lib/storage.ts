/** Default prefix for every key the bundle writes; the host page owns everything else. */
export const DEFAULT_STORAGE_PREFIX = 'quote-elements:'

/** Key fragments that survive clearStorage(). */
const STORAGE_KEEP_LIST = [
  'dynamicRouter',
  'serverDynamicRouter',
  'ai-quote/quote',
  'quote-config/manage',
  'quote-config/detail',
] as const

/** Screen entries that a session reset removes. */
const SCREEN_KEYS = ['ai-quote/quote', 'quote-config/manage', 'quote-config/detail']

let prefix = DEFAULT_STORAGE_PREFIX
const prefixListeners = new Set<() => void>()
// Values whose localStorage write failed (privacy mode, quota) live here and shadow localStorage.
const memory = new Map<string, string>()
// Same-tab removal listeners, by name (not key) so they survive a prefix change.
const removalListeners = new Map<string, Set<(value: unknown) => void>>()

function local(): Storage | null {
  try {
    // Accessing localStorage itself throws in some sandboxed iframes.
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

function getRaw(key: string): string | null {
  if (memory.has(key)) return memory.get(key) ?? null
  try {
    return local()?.getItem(key) ?? null
  } catch {
    return null
  }
}

function removeRaw(key: string): void {
  memory.delete(key)
  try {
    local()?.removeItem(key)
  } catch {
    // Nothing to undo: the memory copy is already gone.
  }
}

function ourKeys(): string[] {
  const keys = new Set<string>()
  const store = local()
  try {
    for (let i = 0; store && i < store.length; i++) {
      const key = store.key(i)
      if (key?.startsWith(prefix)) keys.add(key)
    }
  } catch {
    // Unreadable storage: only the memory copies are ours to list.
  }
  for (const key of memory.keys()) if (key.startsWith(prefix)) keys.add(key)
  return [...keys]
}

function notifyRemoved(key: string, left: unknown = null): void {
  for (const cb of removalListeners.get(key.slice(prefix.length)) ?? []) cb(left)
}

/**
 * What clearing leaves of a value that is not kept whole: the kept fields of a stored object. The
 * route-mode choices (`dynamicRouter`, `serverDynamicRouter`) live inside the settings object, and
 * clearing the cache must not switch how the user's routes are built.
 */
function keptFields(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const kept = Object.entries(value).filter(([field]) => (STORAGE_KEEP_LIST as readonly string[]).includes(field))
  return kept.length ? Object.fromEntries(kept) : null
}

/** The current key prefix. */
export function getStoragePrefix(): string {
  return prefix
}

/** Switches the key prefix and lets persisted stores re-read their values under it. */
export function setStoragePrefix(next: string): void {
  if (next === prefix) return
  prefix = next
  for (const cb of prefixListeners) cb()
}

/** Runs `cb` after every prefix change; returns the unsubscribe function. */
export function onPrefixChange(cb: () => void): () => void {
  prefixListeners.add(cb)
  return () => prefixListeners.delete(cb)
}

/** The full storage key for one of our names. */
export function storageKey(name: string): string {
  return prefix + name
}

function parse<T>(key: string, raw: string | null): T | null {
  if (raw === null) return null
  try {
    return JSON.parse(raw) as T
  } catch {
    console.warn(`[quote-elements] ignoring corrupt stored value under "${key}"`)
    removeRaw(key)
    return null
  }
}

/** Reads and parses a stored value; absent or corrupt values give null (corrupt ones are removed). */
export function readStored<T>(name: string): T | null {
  const key = storageKey(name)
  return parse<T>(key, getRaw(key))
}

/** Stores a value as JSON; falls back to memory when localStorage refuses it. */
export function writeStored(name: string, value: unknown): void {
  const key = storageKey(name)
  const raw = JSON.stringify(value)
  if (raw === undefined) return removeStored(name)
  try {
    const store = local()
    if (!store) throw new Error('no localStorage')
    store.setItem(key, raw)
    memory.delete(key)
  } catch {
    memory.set(key, raw)
  }
}

/** Removes one stored value and tells same-tab listeners it is gone. */
export function removeStored(name: string): void {
  const key = storageKey(name)
  removeRaw(key)
  notifyRemoved(key)
}

/**
 * Removes every key with our prefix except those whose name contains a keep-list entry; of a stored
 * object, the fields named in the keep-list stay.
 */
export function clearStorage(): void {
  for (const key of ourKeys()) {
    const name = key.slice(prefix.length)
    if (STORAGE_KEEP_LIST.some((keep) => name.includes(keep))) continue
    const left = keptFields(parse(key, getRaw(key)))
    if (left) writeStored(name, left)
    else removeRaw(key)
    notifyRemoved(key, left)
  }
}

/** Removes the stored quote and quote-config screen entries, as a session reset requires. */
export function clearScreenStorage(): void {
  for (const key of ourKeys()) {
    const name = key.slice(prefix.length)
    if (SCREEN_KEYS.some((screen) => name.includes(screen))) {
      removeRaw(key)
      notifyRemoved(key)
    }
  }
}

/**
 * Calls `cb` with the new parsed value when another tab changes `name` (the `storage` event),
 * or with null when this tab removes it. Returns the unsubscribe function.
 */
export function onStoredChange(name: string, cb: (value: unknown) => void): () => void {
  const onStorage = (event: StorageEvent): void => {
    // A null key means the other tab cleared all of localStorage.
    if (event.key !== null && event.key !== storageKey(name)) return
    if (event.storageArea && event.storageArea !== local()) return
    const key = storageKey(name)
    memory.delete(key)
    cb(event.key === null ? null : parse(key, event.newValue))
  }
  const removalCb = (value: unknown): void => cb(value)
  const named = removalListeners.get(name) ?? new Set()
  named.add(removalCb)
  removalListeners.set(name, named)
  globalThis.addEventListener?.('storage', onStorage)
  return () => {
    globalThis.removeEventListener?.('storage', onStorage)
    named.delete(removalCb)
  }
}
