import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { quotePartFiles, quoteParts } from '../db/schema.ts'
import { forbidden, notFound } from '../lib/errors.ts'
import type { AuthUser } from '../lib/request-context.ts'

/**
 * Loads a part for reading (its owner, or a caller who may see every customer's) or writing
 * (owner only). Someone else's part is "not found" to a customer; a caller who may see it gets
 * 403 when they try to change it.
 */
export async function findPart(db: Db, user: AuthUser, partId: number, mode: 'read' | 'write') {
  const [part] = await db.select().from(quoteParts).where(eq(quoteParts.id, partId))
  if (!part) throw notFound('part.notFound')
  if (part.userId === user.id) return part
  if (!user.may.seeEveryCustomer) throw notFound('part.notFound')
  if (mode === 'write') throw forbidden()
  return part
}

export async function partFiles(db: Db, partId: number) {
  return db.select().from(quotePartFiles).where(eq(quotePartFiles.partId, partId)).orderBy(quotePartFiles.id)
}

/** A stored file through its part's read rule. */
export async function findFile(db: Db, user: AuthUser, fileId: number) {
  const [file] = await db.select().from(quotePartFiles).where(eq(quotePartFiles.id, fileId))
  if (!file) throw notFound('file.notFound')
  try {
    await findPart(db, user, file.partId, 'read')
  } catch {
    throw notFound('file.notFound')
  }
  return file
}
