import { onNotify, type WritableAtom } from 'nanostores'
import { onPrefixChange, onStoredChange, readStored, writeStored } from '../storage.ts'

/** Turns whatever was stored (or null) into a valid store value, falling back to defaults. */
export type Decode<T> = (stored: unknown) => T

const reloaders = new Set<() => void>()

/**
 * Keeps `store` in storage under `name`: hydrates it now, writes every change, follows other
 * tabs and prefix changes. Hooked through onNotify (not listen) so cleanStores() in tests
 * cannot silently detach persistence.
 */
export function persist<T>(store: WritableAtom<T>, name: string, decode: Decode<T>): void {
  let loading = false
  const load = (stored: unknown): void => {
    // Values coming from storage must not be written straight back (that would resurrect
    // keys another tab or clearStorage() just removed).
    loading = true
    try {
      store.set(decode(stored))
    } finally {
      loading = false
    }
  }
  onNotify(store, () => {
    if (!loading) writeStored(name, store.value)
  })
  onStoredChange(name, load)
  const reload = (): void => load(readStored(name))
  reloaders.add(reload)
  reload()
}

/** Re-reads every persisted store from storage (prefix switch; fresh state in tests). */
export function rehydrateStores(): void {
  for (const reload of reloaders) reload()
}

onPrefixChange(rehydrateStores)

/** True for a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
