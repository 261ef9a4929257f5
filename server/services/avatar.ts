import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema.ts'
import { badRequest } from '../lib/errors.ts'
import { sniffImage } from '../lib/image-sniff.ts'
import { randomFileName, type FileStorage } from '../lib/storage.ts'
import { findUserById } from './users.ts'

export const AVATAR_DIR = 'avatars'

/**
 * Stores a new avatar after checking its bytes are a raster image, then drops the old file.
 * The stored name is random, so avatar URLs cannot be guessed from user ids.
 */
export async function replaceAvatar(db: Db, storage: FileStorage, userId: number, data: Buffer) {
  const image = sniffImage(data.subarray(0, 16))
  if (!image) throw badRequest('avatar.notImage')
  const before = await findUserById(db, userId)
  const fileName = randomFileName(image.ext)
  await storage.saveBuffer(`${AVATAR_DIR}/${fileName}`, data)
  await db.update(users).set({ avatarFile: fileName, updatedAt: new Date() }).where(eq(users.id, userId))
  if (before?.avatarFile) await storage.remove(`${AVATAR_DIR}/${before.avatarFile}`)
  return (await findUserById(db, userId))!
}
