import { readdir, rmdir, stat } from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'
import type { Db } from '../db/client.ts'
import { meshPathOf, modelOfMesh, TEMP_PREFIX, type FileStorage } from '../lib/storage.ts'
import { AVATAR_DIR } from './avatar.ts'
import { referencedPaths } from './file-references.ts'

// Customers' files must not outlive what refers to them: a deleted record takes along the files
// nothing else refers to (file-references.ts), and at start-up whatever a crash left behind — half-written temporary files, files whose rows were
// never written or are gone — is removed.

/** Folders whose every file belongs to a row; anything else under the root is left alone. */
const OWNED_FOLDERS = ['parts', 'auto-process', AVATAR_DIR]
/**
 * Files younger than this may belong to an upload still in flight in another process (on this
 * machine or another one sharing the directory: see lib/storage.ts).
 */
export const SWEEP_GRACE_MS = 60 * 60_000

/**
 * Deletes stored files with the viewer meshes made from them, then their folders once empty (each
 * upload has a folder of its own).
 */
async function removeStoredFiles(storage: FileStorage, paths: readonly string[]) {
  await Promise.all(paths.flatMap((p) => [storage.remove(p), storage.remove(meshPathOf(p))]))
  for (const folder of new Set(paths.map((p) => dirname(p)))) {
    if (folder === '.' || OWNED_FOLDERS.includes(folder)) continue
    await rmdir(storage.absolute(folder)).catch(() => {})
  }
}

/**
 * Removes the files of rows just deleted, except those something else still refers to (a quote
 * order keeps its parts' files). Called after the deleting transaction committed, so a reference
 * made meanwhile is seen.
 */
export async function removeUnreferencedFiles(db: Db, storage: FileStorage, paths: readonly string[]) {
  const kept = await referencedPaths(db, paths)
  await removeStoredFiles(
    storage,
    paths.filter((p) => !kept.has(p)),
  )
}

/**
 * Removes temporary files anywhere under the root and unreferenced files in the owned folders,
 * when older than the grace period, then the folders that are left empty. Returns what it removed
 * (relative paths).
 */
export async function sweepStoredFiles(db: Db, storage: FileStorage, now = new Date()): Promise<string[]> {
  const entries = await readdir(storage.root, { recursive: true, withFileTypes: true }).catch(() => [])
  const referenced = await referencedPaths(db)
  const removed: string[] = []
  const folders = new Set<string>()
  /** Folders this sweep removed something from (removing a file renews a folder's time). */
  const emptied = new Set<string>()
  for (const entry of entries) {
    const rel = relative(storage.root, join(entry.parentPath, entry.name)).split(sep).join('/')
    const top = rel.split('/')[0]!
    if (entry.isDirectory()) {
      if (OWNED_FOLDERS.includes(top) && rel !== top) folders.add(rel)
      continue
    }
    const temporary = entry.name.startsWith(TEMP_PREFIX)
    // A mesh lives as long as the model it was made from.
    const orphan = OWNED_FOLDERS.includes(top) && !referenced.has(modelOfMesh(rel) ?? rel)
    if (!temporary && !orphan) continue
    const { mtimeMs } = await stat(storage.absolute(rel))
    if (now.getTime() - mtimeMs < SWEEP_GRACE_MS) continue
    await storage.remove(rel)
    removed.push(rel)
    for (let folder = dirname(rel); folder !== '.'; folder = dirname(folder)) emptied.add(folder)
  }
  // Deepest first, so a folder emptied by its sub-folder's removal goes too; rmdir leaves any
  // folder that still holds something, and a young one may be an upload about to write.
  for (const folder of [...folders].sort((a, b) => b.length - a.length)) {
    const info = await stat(storage.absolute(folder)).catch(() => undefined)
    const old = info !== undefined && now.getTime() - info.mtimeMs >= SWEEP_GRACE_MS
    if (old || emptied.has(folder)) await rmdir(storage.absolute(folder)).catch(() => {})
  }
  return removed
}
