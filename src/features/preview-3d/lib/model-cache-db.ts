import { storageKey } from '../../../lib/storage.ts'

/** The model cache's stores: the models, and their sizes and last use (model-cache.ts). */
export const STORES = { MODELS: 'models', USAGE: 'usage' } as const

let opened: Promise<IDBDatabase> | null = null
let openedAs = ''

/**
 * The model cache's database of the current storage prefix (the host page owns every other name).
 * Opened from the element's `src` (head-start.ts): on a cold page opening takes 50–150 ms, and it
 * then runs while the viewer's chunk still loads rather than after it.
 */
export function database(): Promise<IDBDatabase> {
  const name = storageKey('model-cache')
  if (opened && openedAs === name) return opened
  openedAs = name
  opened = new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1)
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORES.MODELS)
      request.result.createObjectStore(STORES.USAGE, { keyPath: 'url' }).createIndex('usedAt', 'usedAt')
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'))
    request.onblocked = () => reject(new Error('IndexedDB blocked'))
  })
  opened.catch(() => (opened = null))
  return opened
}
