import { $config } from '../../../lib/config.ts'
import type { MeshStats, ParsedMesh } from '../worker/protocol.ts'
import { database, STORES } from './model-cache-db.ts'

// Parsed models kept across visits (the next day, another tab), in IndexedDB: typed arrays are
// stored as they are, with no encoding step. Each model is kept under its URL with the validator
// its server sent (ETag, else Last-Modified), and shown again only after the server confirmed that
// validator (304). Models live in one store, their sizes and last use in another, so evicting
// never reads a model. Every failure of the store (private mode, quota, a blocked upgrade) only
// means a parse: the cache is never the reason a model is not shown.

/** A model as kept: what the viewer builds from, and the validator it was sent with. */
export interface CachedModel {
  meshes: ParsedMesh[]
  stats: MeshStats
  validator: string
}

interface Usage {
  url: string
  bytes: number
  usedAt: number
}

const { MODELS, USAGE } = STORES

const done = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction failed'))
  })

const result = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })

/** Only http(s) models can be asked about again; a blob: or data: URL names bytes that are gone. */
export const cacheable = (url: string) =>
  $config.get().previewCacheBytes > 0 && /^https?:$/.test(new URL(url, location.href).protocol)

const keyOf = (url: string) => new URL(url, location.href).href

/** The kept model of `url`, or undefined; a store that fails counts as empty. */
export async function readCached(url: string): Promise<CachedModel | undefined> {
  try {
    const tx = (await database()).transaction(MODELS, 'readonly')
    return (await result(tx.objectStore(MODELS).get(keyOf(url)))) as CachedModel | undefined
  } catch {
    return undefined
  }
}

/** Marks a kept model as just shown, so it is evicted last. */
export async function touchCached(url: string): Promise<void> {
  try {
    const tx = (await database()).transaction(USAGE, 'readwrite')
    const usage = tx.objectStore(USAGE)
    const row = (await result(usage.get(keyOf(url)))) as Usage | undefined
    if (row) usage.put({ ...row, usedAt: Date.now() })
    await done(tx)
  } catch {
    // Only the eviction order suffers.
  }
}

const bytesOf = (meshes: readonly ParsedMesh[]) =>
  meshes.reduce(
    (sum, m) => sum + [m.positions, m.normals, m.indices, m.faces].reduce((s, a) => s + (a?.byteLength ?? 0), 0),
    0,
  )

/**
 * Keeps a parsed model under its URL and validator, then evicts the least recently shown models
 * until the kept ones fit the configured size. A model larger than the whole cache is not kept.
 */
export async function storeCached(url: string, model: CachedModel): Promise<void> {
  const cap = $config.get().previewCacheBytes
  const bytes = bytesOf(model.meshes)
  if (bytes > cap) return
  try {
    const db = await database()
    const tx = db.transaction([MODELS, USAGE], 'readwrite')
    const key = keyOf(url)
    tx.objectStore(MODELS).put(model, key)
    tx.objectStore(USAGE).put({ url: key, bytes, usedAt: Date.now() } satisfies Usage)
    await done(tx)
    await evict(db, cap)
  } catch {
    // Not kept: the next visit parses again.
  }
}

/** Deletes the least recently used models until the rest fit `cap` bytes. */
async function evict(db: IDBDatabase, cap: number) {
  const tx = db.transaction([MODELS, USAGE], 'readwrite')
  const rows = (await result(tx.objectStore(USAGE).index('usedAt').getAll())) as Usage[]
  let total = rows.reduce((sum, r) => sum + r.bytes, 0)
  for (const row of rows) {
    if (total <= cap) break
    tx.objectStore(MODELS).delete(row.url)
    tx.objectStore(USAGE).delete(row.url)
    total -= row.bytes
  }
  await done(tx)
}
