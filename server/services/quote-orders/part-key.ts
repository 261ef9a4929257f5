import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { quotePartFiles, quotePartKeys } from '../../db/schema.ts'
import type { FileStorage } from '../../lib/storage.ts'

async function fileDigest(path: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/**
 * The product key of each part: a digest over its files' contents (names do not matter), so two
 * uploads of the same files are one product. Computed once per part and stored; a file that is
 * gone from storage counts by its name and size instead.
 */
export async function partKeys(db: Db, storage: FileStorage, partIds: readonly number[]): Promise<Map<number, string>> {
  const keys = new Map<number, string>()
  if (partIds.length === 0) return keys
  for (const row of await db
    .select()
    .from(quotePartKeys)
    .where(inArray(quotePartKeys.partId, [...partIds])))
    keys.set(row.partId, row.partKey)
  const missing = partIds.filter((id) => !keys.has(id))
  if (missing.length === 0) return keys
  const files = await db.select().from(quotePartFiles).where(inArray(quotePartFiles.partId, missing))
  for (const partId of missing) {
    const digests: string[] = []
    for (const f of files.filter((file) => file.partId === partId)) {
      digests.push(await fileDigest(storage.absolute(f.storedPath)).catch(() => `${f.originalName}:${f.size}`))
    }
    const key = createHash('sha256').update(digests.sort().join('\n')).digest('hex')
    keys.set(partId, key)
    await db.insert(quotePartKeys).values({ partId, partKey: key }).onConflictDoNothing()
  }
  return keys
}
